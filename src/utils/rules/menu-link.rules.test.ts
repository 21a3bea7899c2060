import { shapeMenuTree, type MenuNode } from './menu.rules';
import { firstMenuPage, menuNodeAt, menuPageRoute, topNavTarget } from './menu-link.rules';

const node = (menuCode: string, menuType: string, path: string | null, children: MenuNode[] = [], redirect: string | null = null): MenuNode => ({
  id: menuCode.length * 13 + children.length,
  menuName: menuCode,
  menuCode,
  menuType,
  path,
  redirect,
  icon: null,
  children,
});

// The shape of the client menu of the demo data (server/services/catalog/catalog.seed.ts).
const tree = shapeMenuTree([
  node('portal-index', 'nav', 'index'),
  node('portal-overview', 'nav', '/application-overview'),
  node('portal-application', 'nav', '/application'),
  node(
    'cbp_client',
    'nav',
    '/cbp/client',
    [
      node('cbp_client_order', 'folder', null, [
        node('cbp_order_apply', 'page', '/cbp/client/project/application', [
          node('cbp_order_apply_detail', 'subpage', '/cbp/client/project/application/detail'),
        ]),
        node('cbp_user_purchase_goods', 'page', '/cbp/client/application/app-service/goods'),
      ]),
    ],
    '/cbp/client/project/application',
  ),
  node('msg_center', 'nav', '/common/msg', [node('msg_station_folder', 'folder', null, [node('msg_station', 'page', '/common/msg/system/message/station')])]),
  node('iam_sub_account_nav', 'nav', '/common/iam', [node('iam_sub_account', 'page', '/common/iam/sub-account/list')]),
  node('cap-log-manage', 'nav', '/cap/logmanage-list'),
]);

describe('a link to a menu page carries that page’s own menu_code', () => {
  test.each([
    ['the gateway page after the logo', '/application', '/application?menu_code=portal-application'],
    ['the overview', '/application-overview', '/application-overview?menu_code=portal-overview'],
    ['an overview card’s more link', '/cbp/client/project/application', '/cbp/client/project/application?menu_code=cbp_order_apply'],
    ['a link given another page’s code', '/application?menu_code=iam_sub_account', '/application?menu_code=portal-application'],
    ['the station with a notice', '/common/msg/system/message/station?id=3', '/common/msg/system/message/station?id=3&menu_code=msg_station'],
    [
      'a path the menu does not hold keeps its own code',
      '/cbp/client/project/application/detail/SQ1?menu_code=cbp_order_apply',
      '/cbp/client/project/application/detail/SQ1?menu_code=cbp_order_apply',
    ],
    ['a path the menu does not hold, without a code, stays bare (spec 2 carries over)', '/nowhere', '/nowhere'],
  ])('%s', (_name, route, expected) => {
    expect(menuPageRoute(tree, route)).toBe(expected);
  });

  test('a page sharing its top item’s path is found as the page (the deepest node)', () => {
    const shared = shapeMenuTree([node('top', 'nav', '/x', [node('page', 'page', '/x')])]);
    expect(menuNodeAt(shared, '/x')?.menuCode).toBe('page');
  });

  test('without a menu tree (not loaded yet) the route is left as it is', () => {
    expect(menuPageRoute([], '/application')).toBe('/application');
  });
});

describe('a top-nav click opens the left nav’s first page', () => {
  test.each([
    [
      'an item with a left nav goes to its first page, selected there',
      'cbp_client',
      { kind: 'route', to: '/cbp/client/project/application?menu_code=cbp_order_apply' },
    ],
    ['the message centre', 'msg_center', { kind: 'route', to: '/common/msg/system/message/station?menu_code=msg_station' }],
    ['an item without children goes to its own path', 'portal-application', { kind: 'route', to: '/application?menu_code=portal-application' }],
    ['path index still warns (spec 2)', 'portal-index', { kind: 'warning', message: 'shell.homeNotNavigable' }],
    ['a cap item still leaves for its page (spec 2)', 'cap-log-manage', { kind: 'location', url: '/cap/#/logmanage-list' }],
  ])('%s', (_name, code, expected) => {
    expect(topNavTarget(tree.find((item) => item.menuCode === code)!)).toEqual(expected);
  });

  test('the first page skips empty folders', () => {
    const [top] = shapeMenuTree([node('t', 'nav', '/t', [node('empty', 'folder', null, []), node('f', 'folder', null, [node('p', 'page', '/t/p')])])]);
    expect(firstMenuPage(top)?.menuCode).toBe('p');
  });
});
