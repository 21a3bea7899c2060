import { shapeMenuTree } from '@portal/utils/internal';
import { menuNode as node } from './menu-node.fixtures';
import { connectionAllowsPrefetch, likelySubApps } from './prefetch.rules';
import type { SubAppOf } from './sub-apps';

const tree = shapeMenuTree([
  node(1, 'nav', 'index'),
  node(2, 'nav', null, [node(3, 'folder', null, [node(4, 'page', '/common/msg/system/message/station'), node(5, 'page', '/common/msg/send')])]),
  node(6, 'nav', null, [node(7, 'page', '/cbp/client/project'), node(8, 'page', '/cbp/admin/x'), node(9, 'page', '/pm/board'), node(10, 'page', '/cmp/home')]),
  node(11, 'nav', '/user-info'),
]);

// What the root config's lookup answers: cbp/admin is registered (a spec prefix) but not deployed.
const deployed = ['/common/msg', '/cbp/client', '/pm', '/cmp'];
const apps: SubAppOf = (hash) => {
  const prefix = [...deployed, '/cbp/admin'].find((p) => hash === `#${p}` || hash.startsWith(`#${p}/`));
  return prefix ? { name: `@cloud${prefix}`, prefix, deployed: deployed.includes(prefix) } : null;
};
const names = (list: { name: string }[]) => list.map((a) => a.name);

describe('the sub-apps fetched ahead after sign-in', () => {
  it.each([
    ['deployed ones the menu leads to, in menu order, once each, at most three', null, 3, ['@cloud/common/msg', '@cloud/cbp/client', '@cloud/pm']],
    ['not the one on screen', '@cloud/common/msg', 3, ['@cloud/cbp/client', '@cloud/pm', '@cloud/cmp']],
    ['as many as asked', null, 1, ['@cloud/common/msg']],
  ])('%s', (_what, current, limit, expected) => {
    expect(names(likelySubApps(tree, apps, current, limit))).toEqual(expected);
  });

  it('skips menu paths that are portal pages or sub-apps not in the import map', () => {
    expect(names(likelySubApps(shapeMenuTree([node(1, 'page', '/user-info'), node(2, 'page', '/cbp/admin/x')]), apps, null))).toEqual([]);
  });

  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('a connection %j allows prefetching: %s', (connection, allowed) => {
    expect(connectionAllowsPrefetch(connection)).toBe(allowed);
  });
});
