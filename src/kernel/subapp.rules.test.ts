import {
  activeSubApp,
  freshUrl,
  hashMatchesPrefix,
  parsePortalApps,
  prefixOfSpecifier,
  readLanguage,
  SPEC_SUBAPP_PREFIXES,
  subAppForRoute,
  subAppsFromImportMap,
} from './subapp.rules';

describe('hashMatchesPrefix', () => {
  test.each([
    ['#/pm', '/pm', true],
    ['#/pm/', '/pm', true],
    ['#/pm/project-list', '/pm', true],
    ['#/pm?menu_code=pm', '/pm', true],
    ['#/pmx', '/pm', false],
    ['#/pm-old', '/pm', false],
    ['#/common/msg/system/message/station', '/common/msg', true],
    ['#/common/msgx', '/common/msg', false],
    ['#/common', '/common/msg', false],
    ['#/cbp/client?menu_code=cbp_order_apply', '/cbp/client', true],
    ['', '/pm', false],
    ['#', '/pm', false],
    ['#/client-login', '/cmp', false],
    ['/pm', '/pm', true],
  ])('hash %p under prefix %p matches: %p', (hash, prefix, expected) => {
    expect(hashMatchesPrefix(hash, prefix)).toBe(expected);
  });
});

describe('prefixOfSpecifier', () => {
  test.each([
    ['@cloud/common/msg', '/common/msg'],
    ['@cloud/pm', '/pm'],
    ['@cloud/reports/v2', '/reports/v2'],
    ['@cloud/common/', null],
    ['@cloud/', null],
    ['@portal/shell', null],
    ['react', null],
    ['@cloud/../evil', null],
  ])('%p is active under %p', (specifier, prefix) => {
    expect(prefixOfSpecifier(specifier)).toBe(prefix);
  });
});

describe('subAppsFromImportMap', () => {
  test('registers the twelve spec prefixes even when the map has none of them', () => {
    const apps = subAppsFromImportMap({});
    expect(apps.map((a) => a.prefix)).toEqual([...SPEC_SUBAPP_PREFIXES]);
    expect(apps.every((a) => !a.deployed)).toBe(true);
  });

  test('marks a spec sub-app deployed when the map has its entry, and adds further @cloud entries', () => {
    const apps = subAppsFromImportMap({
      '@cloud/common/msg': '/common/msg/cloud-common-msg.js',
      '@cloud/reports': '/reports/reports.js',
      '@portal/shell': './portal-shell.js',
      react: './shared/react.js',
    });
    expect(apps.find((a) => a.name === '@cloud/common/msg')).toEqual({ name: '@cloud/common/msg', prefix: '/common/msg', deployed: true });
    expect(apps.find((a) => a.name === '@cloud/pm')?.deployed).toBe(false);
    expect(apps.at(-1)).toEqual({ name: '@cloud/reports', prefix: '/reports', deployed: true });
    expect(apps).toHaveLength(13);
  });
});

describe('activeSubApp', () => {
  const apps = subAppsFromImportMap({ '@cloud/cbp': '/cbp/cbp.js' });
  test.each([
    ['#/cbp/client/project/application?menu_code=cbp_order_apply', '@cloud/cbp/client'],
    ['#/cbp/other', '@cloud/cbp'],
    ['#/pm/project-list', '@cloud/pm'],
    ['#/pmx', null],
    ['#/user-info', null],
    ['', null],
  ])('hash %p belongs to %p', (hash, name) => {
    expect(activeSubApp(hash, apps)?.name ?? null).toBe(name);
  });
});

describe('readLanguage', () => {
  test.each([
    [null, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'en-US'],
    ['"en-US"', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['fr-FR', 'zh-CN'],
  ])('stored %p reads as %p', (raw, expected) => {
    expect(readLanguage(raw)).toBe(expected);
  });
});

describe('freshUrl (a load again after a hung or broken script asks the server afresh)', () => {
  test.each([
    ['http://127.0.0.1:8080/pm/pm.js', 1, 'http://127.0.0.1:8080/pm/pm.js?portal-retry=1'],
    ['http://127.0.0.1:8080/pm/pm.js?portal-retry=1', 2, 'http://127.0.0.1:8080/pm/pm.js?portal-retry=2'],
    ['https://cdn.example/cbp/client.js?v=3', 4, 'https://cdn.example/cbp/client.js?v=3&portal-retry=4'],
  ])('%p, attempt %p, loads from %p', (url, attempt, expected) => {
    expect(freshUrl(url, attempt)).toBe(expected);
  });
});

describe('sub-apps under any name from the environment map (portal.apps)', () => {
  const imports = { '@org/people': 'https://people.example/people.js', '@org/orders': '/orders/main.js', '@cloud/common/msg': '/common/msg/m.js' };

  test.each([
    ['a name with its route', { '@org/people': { route: '/people' } }, [['@org/people', '/people']]],
    ['a route without a map entry', { '@org/ghost': { route: '/ghost' } }, []],
    ['a route that is not a path', { '@org/people': { route: 'people' } }, []],
    ['a route with a traversal', { '@org/people': { route: '/../x' } }, []],
    ['a route a spec prefix holds', { '@org/people': { route: '/common/msg' } }, []],
    ['two names on one route: the first by name', { '@org/people': { route: '/p' }, '@org/orders': { route: '/p' } }, [['@org/orders', '/p']]],
  ])('%s', (_case, portalApps, expected) => {
    const extra = subAppsFromImportMap(imports, portalApps as never).filter((app) => !app.name.startsWith('@cloud/'));
    expect(extra.map((app) => [app.name, app.prefix])).toEqual(expected);
  });

  it('activates a named sub-app under its route with the boundary rule', () => {
    const apps = subAppsFromImportMap(imports, { '@org/people': { route: '/people' } });
    expect(activeSubApp('#/people/42', apps)?.name).toBe('@org/people');
    expect(activeSubApp('#/peoplex', apps)).toBeNull();
  });

  it('marks the sub-apps that keep their styles', () => {
    const apps = subAppsFromImportMap(imports, { '@cloud/common/msg': { keepStyles: true }, '@org/people': { route: '/people' } });
    expect(apps.find((app) => app.name === '@cloud/common/msg')?.keepStyles).toBe(true);
    expect(apps.find((app) => app.name === '@org/people')?.keepStyles).toBeUndefined();
  });

  test.each([[undefined], [''], ['not json'], ['[1]'], ['{"@org/people":{"route":"/people"}}']])('reads the section boot left: %j', (raw) => {
    const parsed = parsePortalApps(raw);
    expect(typeof parsed).toBe('object');
    expect(Array.isArray(parsed)).toBe(false);
  });
});

describe('subAppForRoute: what a route belongs to, for the registration and the shell', () => {
  const apps = subAppsFromImportMap(
    { '@org/esm-demo': '/demo/esm/esm-demo.js', '@cloud/cbp': '/cbp/cbp.js', '@cloud/common/msg': '/common/msg/m.js' },
    { '@org/esm-demo': { route: '/demo/esm', format: 'esm', title: ' ESM demo ' } },
  );
  test.each([
    ['an own name under its route', '#/demo/esm', '@org/esm-demo', true],
    ['an own name below its route, with a query', '#/demo/esm/x?menu_code=y', '@org/esm-demo', true],
    ['a @cloud name by convention', '#/common/msg/list', '@cloud/common/msg', true],
    ['a deployed shorter prefix over a spec prefix below it', '#/cbp/admin/goods', '@cloud/cbp', true],
    ['a spec prefix without an entry', '#/pm/x', '@cloud/pm', false],
    ['a route of nobody', '#/demo', null, null],
    ['no boundary, no match', '#/demo/esmx', null, null],
  ])('%s: %s', (_case, hash, name, deployed) => {
    const app = subAppForRoute(hash, apps);
    expect(app?.name ?? null).toBe(name);
    expect(app?.deployed ?? null).toBe(deployed);
  });

  it('keeps the title the environment gives a sub-app', () => {
    expect(subAppForRoute('#/demo/esm', apps)?.title).toBe('ESM demo');
    expect(subAppForRoute('#/common/msg', apps)?.title).toBeUndefined();
  });
});
