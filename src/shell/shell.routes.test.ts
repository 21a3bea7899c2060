import { subAppForRoute, subAppsFromImportMap } from '../kernel';
import { contentForRoute, parcelForRoute } from './shell.routes';

describe('routes to page parcels', () => {
  test.each([
    ['/manager-login', '@portal/manager-login'],
    ['/client-login?callback=%23%2Fuser-info', '@portal/client-login'],
    ['/find-password', '@portal/find-password'],
    ['/set-password?key=abc&type=2', '@portal/set-password'],
    ['/register', '@portal/register'],
    ['/lap', '@portal/legal-lap'],
    ['/platform', '@portal/legal-platform'],
    ['/user-info', '@portal/user-info'],
    ['/application-overview', '@portal/overview'],
    ['/application?menu_code=x', '@portal/application'],
    ['/common/msg/system/message/station', null],
    ['/user-info/extra', null],
  ])('%s → %s', (route, parcel) => {
    expect(parcelForRoute(route)).toBe(parcel);
  });
});

describe('what the content region shows', () => {
  const apps = subAppsFromImportMap(
    {
      '@cloud/common/msg': '/common/msg/cloud-common-msg.js',
      '@cloud/cbp': '/cbp/cbp.js',
      '@cloud/reports': '/reports/reports.js',
      '@portal/shell': '/portal-shell.js',
      '@org/esm-demo': '/demo/esm/esm-demo.js',
    },
    { '@org/esm-demo': { route: '/demo/esm', format: 'esm' } },
  );
  // What the root config passes as `subAppOf`.
  const subAppOf = (hash: string) => subAppForRoute(hash, apps);
  test.each([
    ['a page route shows its parcel', '/user-info', { kind: 'parcel', name: '@portal/user-info' }],
    ['a deployed sub-app route shows the container', '/common/msg/system/message/station?menu_code=msg', { kind: 'subapp', name: '@cloud/common/msg' }],
    ['a deployed prefix itself shows the container', '/common/msg', { kind: 'subapp', name: '@cloud/common/msg' }],
    ['a further entry of the map is a sub-app too', '/reports/monthly', { kind: 'subapp', name: '@cloud/reports' }],
    ['an own name at its portal.apps route is a sub-app', '/demo/esm', { kind: 'subapp', name: '@org/esm-demo' }],
    ['an own name below its route, with a menu_code', '/demo/esm/detail?menu_code=x', { kind: 'subapp', name: '@org/esm-demo' }],
    ['a route beside an own name is not found', '/demo', { kind: 'not-found' }],
    [
      'a spec prefix without an entry is not deployed',
      '/common/config/params?menu_code=config',
      { kind: 'not-deployed', name: '@cloud/common/config', prefix: '/common/config' },
    ],
    ['#/pm without an entry is not deployed', '/pm', { kind: 'not-deployed', name: '@cloud/pm', prefix: '/pm' }],
    ['#/cmp/dashboard without an entry is not deployed', '/cmp/dashboard', { kind: 'not-deployed', name: '@cloud/cmp', prefix: '/cmp' }],
    ['a deployed shorter prefix takes a spec prefix below it (as the root config does)', '/cbp/admin/goods', { kind: 'subapp', name: '@cloud/cbp' }],
    ['#/pmx is not under #/pm: not found', '/pmx', { kind: 'not-found' }],
    ['an unknown route is not found', '/does-not-exist', { kind: 'not-found' }],
    ['a page route with a tail is not found', '/user-info/extra', { kind: 'not-found' }],
    ['#/common alone is not found', '/common', { kind: 'not-found' }],
    ['the cap routes are not the portal’s: not found', '/cap/logmanage-list', { kind: 'not-found' }],
  ])('%s', (_name, route, content) => {
    expect(contentForRoute(route, subAppOf)).toEqual(content);
  });
});
