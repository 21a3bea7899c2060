import {
  subAccountHintOf,
  acceptCallback,
  buildLoginPayload,
  canSubmitLogin,
  codeChannelsFor,
  decideAfterLogin,
  findCarbonApp,
  landingFor,
  landingHref,
  type LandingContext,
  loginPathAfterSetPassword,
  queryParam,
  toSecurityMode,
  type LoginFormState,
  type SecurityMode,
} from './login.rules';

describe('login security mode', () => {
  test.each<[string, SecurityMode | null, string[]]>([
    ['mode 0 offers only SMS', 0, ['SMS']],
    ['mode 1 offers only e-mail', 1, ['EMAIL']],
    ['mode 2 offers no code field', 2, []],
    ['mode 3 offers both with SMS first', 3, ['SMS', 'EMAIL']],
    ['an unknown mode asks for an SMS code rather than none', null, ['SMS']],
  ])('%s', (_name, mode, channels) => {
    expect(codeChannelsFor(mode)).toEqual(channels);
  });

  test.each<[unknown, SecurityMode]>([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    ['3', 3],
    [7, 0],
    [null, 0],
    ['x', 0],
  ])('the server value %p is read as mode %p', (value, mode) => {
    expect(toSecurityMode(value)).toBe(mode);
  });
});

describe('login button', () => {
  const full: LoginFormState = { loginName: 'admin', pwd: 'Portal@2026', verificeCode: '123456' };
  test.each<[string, LoginFormState, SecurityMode | null, boolean, boolean]>([
    ['all fields filled enables it', full, 0, false, true],
    ['a blank login name disables it', { ...full, loginName: '' }, 0, false, false],
    ['a login name of spaces counts as blank', { ...full, loginName: '   ' }, 2, false, false],
    ['a blank password disables it', { ...full, pwd: '' }, 2, false, false],
    ['a blank code disables it in mode 0', { ...full, verificeCode: '' }, 0, false, false],
    ['a blank code disables it in mode 1', { ...full, verificeCode: '' }, 1, false, false],
    ['a blank code disables it in mode 3', { ...full, verificeCode: ' ' }, 3, false, false],
    ['a blank code is fine in mode 2', { ...full, verificeCode: '' }, 2, false, true],
    ['a login in flight disables it', full, 2, true, false],
    ['an unknown mode (still loading) disables it', full, null, false, false],
    ['a sub-account needs the primary account user name', { ...full, accountType: 'SUB_ACCOUNT', priLoginName: '' }, 2, false, false],
    ['a sub-account with all fields enables it', { ...full, accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }, 2, false, true],
    ['a primary account needs no primary user name', { ...full, accountType: 'PRIMARY_ACCOUNT' }, 2, false, true],
  ])('%s', (_name, form, mode, inFlight, enabled) => {
    expect(canSubmitLogin(form, mode, inFlight)).toBe(enabled);
  });
});

describe('login payload', () => {
  test.each<[string, LoginFormState, SecurityMode, 'SMS' | 'EMAIL', object]>([
    [
      'mode 2 sends no code, and every field is trimmed',
      { loginName: ' admin ', pwd: ' secret ', verificeCode: '1' },
      2,
      'SMS',
      { loginName: 'admin', pwd: 'secret' },
    ],
    [
      'mode 0 sends the trimmed code by SMS',
      { loginName: 'admin', pwd: 'x', verificeCode: ' 123456 ' },
      0,
      'SMS',
      { loginName: 'admin', pwd: 'x', verificeCode: '123456', verificeChannel: 'SMS' },
    ],
    [
      'mode 3 sends the chosen channel',
      { loginName: 'admin', pwd: 'x', verificeCode: '1' },
      3,
      'EMAIL',
      { loginName: 'admin', pwd: 'x', verificeCode: '1', verificeChannel: 'EMAIL' },
    ],
    [
      'a sub-account sends its primary account name',
      { loginName: 'operator', pwd: 'x', verificeCode: '', accountType: 'SUB_ACCOUNT', priLoginName: ' demo ' },
      2,
      'SMS',
      { loginName: 'operator', pwd: 'x', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' },
    ],
  ])('%s', (_name, form, mode, channel, payload) => {
    expect(buildLoginPayload(form, mode, channel)).toEqual(payload);
  });
});

describe('callback acceptance', () => {
  const here = 'https://portal.example.com/#/manager-login?callback=x';
  test.each<[string, string | null, string | null]>([
    ['no callback is ignored', null, null],
    ['an empty callback is ignored', '', null],
    ['an encoded same-origin hash route is accepted and decoded', '%2F%23%2Fuser-info', 'https://portal.example.com/#/user-info'],
    ['a full same-origin URL is accepted', encodeURIComponent('https://portal.example.com/common/msg/#/x'), 'https://portal.example.com/common/msg/#/x'],
    ['a relative hash is resolved on this page', '#/application', 'https://portal.example.com/#/application'],
    ['another host is rejected', encodeURIComponent('https://evil.example.net/#/user-info'), null],
    ['another port is rejected', encodeURIComponent('https://portal.example.com:8443/'), null],
    ['another scheme on the same host is rejected', encodeURIComponent('http://portal.example.com/'), null],
    ['a protocol-relative URL to another host is rejected', encodeURIComponent('//evil.example.net/'), null],
    ['a backslash trick is rejected', encodeURIComponent('/\\evil.example.net/'), null],
    ['javascript: is rejected', encodeURIComponent('javascript:alert(1)'), null],
    ['data: is rejected', encodeURIComponent('data:text/html,hi'), null],
    ['credentials in the URL are rejected', encodeURIComponent('https://user@portal.example.com/'), null],
    ['a malformed escape is rejected', '%E0%A4%A', null],
  ])('%s', (_name, raw, accepted) => {
    expect(acceptCallback(raw, here)).toBe(accepted);
  });
});

describe('query parameters of a hash route', () => {
  test.each<[string, { hash: string; search: string }, string, string | null]>([
    ['read from the hash query, still encoded', { hash: '#/client-login?callback=%2F%23%2Fx', search: '' }, 'callback', '%2F%23%2Fx'],
    ['read from the search when the hash has none', { hash: '#/client-login', search: '?callback=abc' }, 'callback', 'abc'],
    ['absent gives null', { hash: '#/client-login?a=1', search: '' }, 'callback', null],
    ['key and type of set-password', { hash: '#/set-password?key=k1&type=2', search: '' }, 'type', '2'],
  ])('%s', (_name, location, name, value) => {
    expect(queryParam(location, name)).toBe(value);
  });
});

describe('where a sign-in goes', () => {
  test.each<[string, Parameters<typeof decideAfterLogin>, ReturnType<typeof decideAfterLogin>]>([
    ['a manager with a callback goes there', ['manager', 'https://p/#/x', undefined], { kind: 'callback', url: 'https://p/#/x' }],
    ['a manager without one goes to /user-info', ['manager', null, undefined], { kind: 'route', path: '/user-info' }],
    ['a client with a callback goes there first', ['client', 'https://p/#/x', true], { kind: 'callback', url: 'https://p/#/x' }],
    ['a client whose tenant has 双碳平台 goes to the carbon page', ['client', null, true], { kind: 'carbon' }],
    ['a client whose tenant lacks it goes to the gateway', ['client', null, false], { kind: 'gateway' }],
  ])('%s', (_name, args, outcome) => {
    expect(decideAfterLogin(...args)).toEqual(outcome);
  });

  test.each<[string, { appName?: string | null }[] | null, boolean]>([
    ['found by exact name', [{ appName: '消息中心' }, { appName: '双碳平台' }], true],
    ['found with spaces around the name', [{ appName: ' 双碳平台 ' }], true],
    ['a similar name does not count', [{ appName: '双碳平台2' }], false],
    ['an empty list has none', [], false],
    ['no list has none', null, false],
  ])('双碳平台 %s', (_name, apps, found) => {
    expect(Boolean(findCarbonApp(apps))).toBe(found);
  });
});

describe('set password', () => {
  test.each<[string | null, string]>([
    ['2', '/client-login'],
    [' 2 ', '/client-login'],
    ['1', '/manager-login'],
    ['', '/manager-login'],
    [null, '/manager-login'],
    ['22', '/manager-login'],
  ])('type %p goes to %p after success', (type, path) => {
    expect(loginPathAfterSetPassword(type)).toBe(path);
  });
});

describe('where a signed-in user lands (the logo, / and a login page reached signed in)', () => {
  const here = 'http://portal.example/#/pmx';
  const client: LandingContext = {
    userType: 'CLIENT_USER',
    hasTargetApp: true,
    carbonUrl: '/#/application-overview',
    gatewayUrl: '/#/application',
    callback: null,
    currentHref: here,
  };
  test.each<[string, Partial<LandingContext>, ReturnType<typeof landingFor>]>([
    ['a manager lands on /user-info', { userType: 'MANAGER_USER' }, { kind: 'route', to: '/user-info' }],
    ['a client whose sign-in found 双碳平台 lands on the carbon page', {}, { kind: 'route', to: '/application-overview' }],
    ['a client whose sign-in did not lands on the gateway page', { hasTargetApp: false }, { kind: 'route', to: '/application' }],
    ['an unknown user type lands as a client', { userType: null, hasTargetApp: false }, { kind: 'route', to: '/application' }],
    ['a carbon page elsewhere is left for', { carbonUrl: 'https://carbon.example/home' }, { kind: 'location', url: 'https://carbon.example/home' }],
    [
      'a gateway on this origin under another path is left for',
      { hasTargetApp: false, gatewayUrl: '/gateway/' },
      { kind: 'location', url: 'http://portal.example/gateway/' },
    ],
    [
      'a route with a query keeps it',
      { carbonUrl: '/#/application-overview?menu_code=portal-overview' },
      { kind: 'route', to: '/application-overview?menu_code=portal-overview' },
    ],
    [
      'an accepted callback comes first',
      { callback: 'http://portal.example/#/common/msg/system/message/station' },
      { kind: 'route', to: '/common/msg/system/message/station' },
    ],
    [
      'a manager’s callback comes first too',
      { userType: 'MANAGER_USER', callback: 'http://portal.example/#/application' },
      { kind: 'route', to: '/application' },
    ],
    ['a carbon page at / would bounce: the overview', { carbonUrl: '/' }, { kind: 'route', to: '/application-overview' }],
    [
      'a gateway at the client login would bounce: the overview',
      { hasTargetApp: false, gatewayUrl: '/#/client-login' },
      { kind: 'route', to: '/application-overview' },
    ],
    [
      'a callback to a login page would bounce: the overview',
      { callback: 'http://portal.example/#/manager-login?x=1' },
      { kind: 'route', to: '/application-overview' },
    ],
    [
      'a manager’s callback to /toHome would bounce: /user-info',
      { userType: 'MANAGER_USER', callback: 'http://portal.example/#/toHome' },
      { kind: 'route', to: '/user-info' },
    ],
    ['a javascript: address is not followed', { carbonUrl: 'javascript:alert(1)' }, { kind: 'route', to: '/application-overview' }],
    ['an address that does not parse is not followed', { carbonUrl: 'http://[::1' }, { kind: 'route', to: '/application-overview' }],
  ])('%s', (_name, context, landing) => {
    expect(landingFor({ ...client, ...context })).toEqual(landing);
  });

  test.each<[ReturnType<typeof landingFor>, string]>([
    [{ kind: 'route', to: '/user-info' }, '#/user-info'],
    [{ kind: 'location', url: 'https://carbon.example/home' }, 'https://carbon.example/home'],
  ])('a link to %j is %s', (landing, href) => {
    expect(landingHref(landing)).toBe(href);
  });
});

describe('the hint at the sub-account tab after a refused primary sign-in', () => {
  test.each([
    ['a user name, which a sub-account may have', 'operator', { loginName: 'operator' }],
    ['a Chinese user name', '运维_01', { loginName: '运维_01' }],
    ['a user name with spaces around it', '  operator ', { loginName: 'operator' }],
    ['primary/sub, both names', 'demo/operator', { priLoginName: 'demo', loginName: 'operator' }],
    ['primary:sub, both names', 'demo:operator', { priLoginName: 'demo', loginName: 'operator' }],
    ['primary：sub with a full-width colon', 'demo：operator', { priLoginName: 'demo', loginName: 'operator' }],
    ['a phone number (only primary accounts sign in by phone)', '13800000002', null],
    ['an e-mail (only primary accounts sign in by e-mail)', 'demo@portal.example', null],
    ['a name with characters no login name has', 'demo operator', null],
    ['primary/ with no sub-account name', 'demo/', null],
    ['a path with three parts', 'a/b/c', null],
    ['nothing', '   ', null],
  ])('%s (%p)', (_case, typed, names) => {
    expect(subAccountHintOf(typed)).toEqual(names);
  });
});
