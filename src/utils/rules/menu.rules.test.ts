import { activeMenu, collectButtonPermissions, collectMenuCodes, menuName, menuTarget, shapeMenuTree, type MenuNode, type ShapedMenuNode } from './menu.rules';

const node = (menuCode: string, menuType: string, path: string | null, children: MenuNode[] = []): MenuNode => ({
  id: menuCode.length * 7 + children.length,
  menuName: menuCode.toUpperCase(),
  menuCode,
  menuType,
  path,
  redirect: null,
  icon: null,
  children,
});

const tree: MenuNode[] = [
  node('portal-index', 'nav', 'index'),
  node('msg', 'nav', null, [
    node('msg-folder', 'folder', null, [
      node('msg-station', 'page', '/common/msg/system/message/station', [
        node('msg-station-detail', 'subpage', '/common/msg/system/message/detail'),
        node('msg-station-edit', 'page', null),
        node('msg-station-delete', 'action', null),
      ]),
    ]),
    node('msg-send', 'page', '/common/msg/send'),
    node('msg-export', 'action', null),
  ]),
  node('cap-log-manage', 'nav', '/cap/logs'),
  node('stray-action', 'action', null),
];

describe('menu shaping (spec 3)', () => {
  const shaped = shapeMenuTree(tree);

  it('gives top nav items level 1 and their children level 2', () => {
    expect(shaped.map((n) => [n.menuCode, n.level])).toEqual([
      ['portal-index', 1],
      ['msg', 1],
      ['cap-log-manage', 1],
    ]);
    expect(shaped[1].children.map((n) => [n.menuCode, n.level])).toEqual([
      ['msg-folder', 2],
      ['msg-send', 2],
    ]);
  });

  it('turns page and subpage children into buttonPermissionList', () => {
    const station = shaped[1].children[0].children[0];
    expect(station.buttonPermissionList.map((b) => b.menuCode)).toEqual(['msg-station-detail', 'msg-station-edit']);
    expect(station.children).toEqual([]);
  });

  test.each([
    ['at the top', (s: ShapedMenuNode[]) => s.map((n) => n.menuCode), 'stray-action'],
    ['under a nav item', (s: ShapedMenuNode[]) => s[1].children.map((n) => n.menuCode), 'msg-export'],
    ['under a page', (s: ShapedMenuNode[]) => s[1].children[0].children[0].buttonPermissionList.map((b) => b.menuCode), 'msg-station-delete'],
  ])('drops action children %s', (_where, codesOf, dropped) => {
    expect(codesOf(shaped)).not.toContain(dropped);
  });

  test.each([
    ['null', null],
    ['an object', { menuCode: 'x' }],
    ['a string', 'tree'],
  ])('gives an empty tree for %s', (_label, input) => {
    expect(shapeMenuTree(input)).toEqual([]);
  });

  it('lists every menu code once, actions included, for the sub-apps', () => {
    expect(collectMenuCodes(tree)).toEqual([
      'portal-index',
      'msg',
      'msg-folder',
      'msg-station',
      'msg-station-detail',
      'msg-station-edit',
      'msg-station-delete',
      'msg-send',
      'msg-export',
      'cap-log-manage',
      'stray-action',
    ]);
  });

  it('publishes button permissions by page code', () => {
    expect(collectButtonPermissions(shaped)).toEqual({ 'msg-station': ['msg-station-detail', 'msg-station-edit'] });
  });
});

describe('clicking a menu item', () => {
  const shaped = shapeMenuTree([
    ...tree,
    node('cap-apistore', 'nav', null),
    node('external', 'nav', 'https://example.com/app'),
    node('bad', 'nav', 'javascript:alert(1)'),
    { ...node('redirecting', 'nav', null), redirect: '/pm/project-list' },
  ]);
  const byCode = (code: string) => shaped.find((n) => n.menuCode === code)!;

  test.each([
    ['cap-log-manage opens /cap/#/logmanage-list', 'cap-log-manage', { kind: 'location', url: '/cap/#/logmanage-list' }],
    ['cap-apistore opens /cap/#/ampapistore', 'cap-apistore', { kind: 'location', url: '/cap/#/ampapistore' }],
    ['path index warns 首页暂不可跳转', 'portal-index', { kind: 'warning', message: 'shell.homeNotNavigable' }],
    [
      'a top item without a path goes to its first page, carrying that menu_code',
      'msg',
      { kind: 'route', to: '/common/msg/system/message/station?menu_code=msg-station' },
    ],
    ['a top item with a redirect goes there', 'redirecting', { kind: 'route', to: '/pm/project-list?menu_code=redirecting' }],
    ['an absolute http(s) path leaves the portal', 'external', { kind: 'location', url: 'https://example.com/app' }],
    ['a javascript: path does nothing', 'bad', { kind: 'none' }],
  ])('%s', (_rule, code, expected) => {
    expect(menuTarget(byCode(code))).toEqual(expected);
  });
});

describe('the highlighted menu of a route', () => {
  const shaped = shapeMenuTree(tree);
  test.each([
    ['by menu_code', '/common/msg/send?menu_code=msg-station', 'msg', ['msg', 'msg-folder', 'msg-station']],
    ['by a button permission code', '/common/msg/system/message/detail?menu_code=msg-station-detail', 'msg', ['msg', 'msg-folder', 'msg-station']],
    ['by path when there is no menu_code', '/common/msg/send', 'msg', ['msg', 'msg-send']],
    ['by the longest menu path the route lies under', '/common/msg/send/detail/7', 'msg', ['msg', 'msg-send']],
    ['an unknown menu_code falls back to the path', '/common/msg/send?menu_code=gone', 'msg', ['msg', 'msg-send']],
    ['a prefix must end on a segment boundary', '/common/msg/sender', null, []],
    ['nothing for a portal page', '/user-info', null, []],
  ])('%s', (_rule, route, top, trail) => {
    const active = activeMenu(shaped, route);
    expect(active.top?.menuCode ?? null).toBe(top);
    expect(active.trail.map((n) => n.menuCode)).toEqual(trail);
  });
});

describe('menuName (docs/decisions/016)', () => {
  test.each([
    [{ menuName: '站内消息', menuNameEn: 'Station messages' }, 'zh-CN', '站内消息'],
    [{ menuName: '站内消息', menuNameEn: 'Station messages' }, 'en-US', 'Station messages'],
    [{ menuName: '我的菜单', menuNameEn: null }, 'en-US', '我的菜单'],
    [{ menuName: '我的菜单', menuNameEn: '  ' }, 'en-US', '我的菜单'],
    [{ menuName: '旧菜单' }, 'en-US', '旧菜单'],
  ] as const)('%p in %s is %p', (node, language, shown) => {
    expect(menuName(node, language)).toBe(shown);
  });
});
