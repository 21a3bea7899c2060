import { parcelForRoute } from './shell.routes';

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
