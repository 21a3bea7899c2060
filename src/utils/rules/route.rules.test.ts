import { decideRoute, frameFor, homeTarget, isLoginTypePath, loginPathFor, menuCodeOf, splitRoute, withQueryParam } from './route.rules';

describe('the skip list of spec 2', () => {
  test.each([
    ['/user-info', true],
    ['/manager-login', true],
    ['/client-login', true],
    ['/find-password', true],
    ['/set-password?key=k&type=2', true],
    ['/register', true],
    ['/application-overview', true],
    ['/pm/project-list', true],
    ['/pm/project-group', true],
    ['/pm/logmanage-list', true],
    ['/toHome', true],
    ['/lap', true],
    ['/platform', true],
    ['/application', false],
    ['/common/msg/system/message/station', false],
    ['/pm/project-list/detail', false],
  ])('%s is in the skip list (keeps no menu_code carried over): %s', (path, expected) => {
    const decision = decideRoute({ to: path, from: '/common/msg?menu_code=m', signedIn: true, userType: 'CLIENT_USER' });
    expect(decision.kind !== 'redirect').toBe(expected);
  });
});

describe('login-type paths need no login', () => {
  test.each([
    ['/manager-login', true],
    ['/client-login?callback=x', true],
    ['/register', true],
    ['/find-password', true],
    ['/set-password', true],
    ['/toHome', true],
    ['/lap', true],
    ['/platform', true],
    ['/user-info', false],
    ['/application-overview', false],
    ['/application', false],
    ['/common/msg', false],
  ])('%s → %s', (path, expected) => {
    expect(isLoginTypePath(path)).toBe(expected);
  });
});

describe('routing decisions', () => {
  const signedIn = { signedIn: true, userType: 'CLIENT_USER' };
  // Which app draws a route, as the shell asks the root config.
  const ownerOf = (route: string) => ['/common/msg', '/demo/esm', '/pm'].find((prefix) => route === prefix || route.startsWith(`${prefix}/`)) ?? null;
  test.each([
    ['/ redirects to /toHome', { to: '/', from: null, signedIn: false, userType: null }, { kind: 'redirect', to: '/toHome' }],
    ['an empty route redirects to /toHome', { to: '', from: null, signedIn: false, userType: 'CLIENT_USER' }, { kind: 'redirect', to: '/toHome' }],
    ['/ signed in goes where the sign-in led', { to: '/', from: null, ...signedIn }, { kind: 'landing' }],
    ['an empty route signed in goes where the sign-in led', { to: '', from: '/user-info', ...signedIn }, { kind: 'landing' }],
    ['client login reached signed in goes where the sign-in led', { to: '/client-login', from: null, ...signedIn }, { kind: 'landing' }],
    [
      'manager login reached signed in, with a callback, goes where the sign-in led',
      { to: '/manager-login?callback=%23%2Fuser-info', from: '/user-info', signedIn: true, userType: 'MANAGER_USER' },
      { kind: 'landing' },
    ],
    [
      'a login page where the user has just signed in renders until the sign-in moves on',
      { to: '/client-login', from: null, signedIn: true, arrivedSignedIn: false, userType: 'CLIENT_USER' },
      { kind: 'render' },
    ],
    [
      'a login page renders signed out',
      { to: '/client-login', from: null, signedIn: false, arrivedSignedIn: false, userType: 'CLIENT_USER' },
      { kind: 'render' },
    ],
    ['register, find-password and set-password render signed in', { to: '/set-password?key=k&type=2', from: null, ...signedIn }, { kind: 'render' }],
    ['/toHome goes to the home address', { to: '/toHome', from: '/user-info', ...signedIn }, { kind: 'home' }],
    ['/toHome goes home even signed out', { to: '/toHome', from: null, signedIn: false, userType: null }, { kind: 'home' }],
    [
      'a path without menu_code carries the previous menu_code',
      { to: '/common/msg/list', from: '/cbp/client/x?menu_code=cbp_order_apply', ...signedIn },
      { kind: 'redirect', to: '/common/msg/list?menu_code=cbp_order_apply' },
    ],
    [
      'the carried menu_code keeps the other query parameters',
      { to: '/common/msg/list?page=2', from: '/pm/a?menu_code=pm', ...signedIn },
      { kind: 'redirect', to: '/common/msg/list?page=2&menu_code=pm' },
    ],
    [
      'with owners: the menu_code carries over within one application',
      { to: '/common/msg/list', from: '/common/msg/station?menu_code=msg', ...signedIn, ownerOf },
      { kind: 'redirect', to: '/common/msg/list?menu_code=msg' },
    ],
    [
      'with owners: another application does not inherit the menu_code',
      { to: '/demo/esm', from: '/common/msg/station?menu_code=msg', ...signedIn, ownerOf },
      { kind: 'render' },
    ],
    ['with owners: a route of nobody does not inherit it either', { to: '/nowhere', from: '/pm/a?menu_code=pm', ...signedIn, ownerOf }, { kind: 'render' }],
    ['a path with its own menu_code renders', { to: '/common/msg/list?menu_code=msg', from: '/pm/a?menu_code=pm', ...signedIn }, { kind: 'render' }],
    ['without a previous menu_code the path renders as is', { to: '/common/msg/list', from: '/user-info', ...signedIn }, { kind: 'render' }],
    ['on first load there is nothing to carry', { to: '/common/msg/list', from: null, ...signedIn }, { kind: 'render' }],
    ['a skip-list path does not carry the menu_code', { to: '/user-info', from: '/pm/a?menu_code=pm', ...signedIn }, { kind: 'render' }],
    [
      '/application carries the menu_code (it is not in the skip list)',
      { to: '/application', from: '/pm/a?menu_code=pm', ...signedIn },
      { kind: 'redirect', to: '/application?menu_code=pm' },
    ],
    [
      'a signed-out client visit goes to client login with a callback',
      { to: '/user-info', from: null, signedIn: false, userType: 'CLIENT_USER' },
      { kind: 'redirect', to: '/client-login?callback=%23%2Fuser-info' },
    ],
    [
      'a signed-out manager visit goes to manager login',
      { to: '/common/msg/list?menu_code=m', from: null, signedIn: false, userType: 'MANAGER_USER' },
      { kind: 'redirect', to: '/manager-login?callback=%23%2Fcommon%2Fmsg%2Flist%3Fmenu_code%3Dm' },
    ],
    [
      'an unknown user type goes to client login',
      { to: '/application', from: null, signedIn: false, userType: null },
      { kind: 'redirect', to: '/client-login?callback=%23%2Fapplication' },
    ],
    ['a login-type path renders signed out', { to: '/register', from: null, signedIn: false, userType: null }, { kind: 'render' }],
    ['a legal page renders signed out', { to: '/lap', from: null, signedIn: false, userType: null }, { kind: 'render' }],
  ])('%s', (_rule, context, expected) => {
    expect(decideRoute(context)).toEqual(expected);
  });
});

describe('frame visibility by path', () => {
  test.each([
    ['/client-login', { loginHeader: true, header: false, leftNav: false }],
    ['/register', { loginHeader: true, header: false, leftNav: false }],
    ['/lap', { loginHeader: true, header: false, leftNav: false }],
    ['/user-info', { loginHeader: false, header: true, leftNav: false }],
    ['/application-overview', { loginHeader: false, header: true, leftNav: false }],
    ['/application?menu_code=x', { loginHeader: false, header: true, leftNav: false }],
    ['/common/msg/system/message/station', { loginHeader: false, header: true, leftNav: true }],
    ['/pm/project-list', { loginHeader: false, header: true, leftNav: true }],
  ])('%s shows %o', (path, expected) => {
    expect(frameFor(path)).toEqual(expected);
  });
});

describe('route helpers', () => {
  test.each([
    ['#/a/b?menu_code=x', '/a/b', 'x'],
    ['/a', '/a', null],
    ['', '/', null],
    ['a/b', '/a/b', null],
  ])('splits %s', (route, path, code) => {
    expect(splitRoute(route).path).toBe(path);
    expect(menuCodeOf(route)).toBe(code);
  });

  it('replaces an existing query parameter', () => {
    expect(withQueryParam('/a?menu_code=x&b=1', 'menu_code', 'y')).toBe('/a?menu_code=y&b=1');
  });

  test.each([
    ['MANAGER_USER', '/manager-login'],
    ['CLIENT_USER', '/client-login'],
    [null, '/client-login'],
  ])('the login page of %s is %s', (type, path) => {
    expect(loginPathFor(type)).toBe(path);
  });
});

describe('the home address of /toHome', () => {
  const here = 'https://portal.example.com/#/toHome';
  test.each([
    ['an absolute address elsewhere', 'https://www.example.com/home', 'https://www.example.com/home'],
    ['a route of this portal', '/#/client-login', 'https://portal.example.com/#/client-login'],
    ['a page of a sub-app', '/cap/#/home', 'https://portal.example.com/cap/#/home'],
    ['this portal root, which would loop', '/', null],
    ['/#/ of this portal, which would loop', '/#/', null],
    ['/#/toHome itself', '/#/toHome', null],
    ['an empty address', '', null],
    ['a javascript: address', 'javascript:alert(1)', null],
  ])('%s', (_label, homeUrl, expected) => {
    expect(homeTarget(homeUrl, here)).toBe(expected);
  });
});
