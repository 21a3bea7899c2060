import { loginAfterSessionEnd, reasonOfRefreshFailure, returnRouteOf, sessionEndReasonOf } from './session-end.rules';

describe('session end rules', () => {
  test.each([
    ['expired', 'expired'],
    ['revoked', 'revoked'],
    ['EXPIRED', null],
    ['', null],
    [null, null],
    ['<script>', null],
  ])('reason %p → %p', (raw, expected) => expect(sessionEndReasonOf(raw)).toBe(expected));

  test.each([
    ['SESSION_REVOKED', 'revoked'],
    ['UNAUTHENTICATED', 'expired'],
    ['REFRESH_FAILED', 'expired'],
    [undefined, 'expired'],
  ])('refresh failure %p → %p', (code, expected) => expect(reasonOfRefreshFailure(code)).toBe(expected));

  test.each([
    ['/common/msg/system/message/station?menu_code=msg', '/common/msg/system/message/station?menu_code=msg'],
    ['#/user-info', '/user-info'],
    ['/', null],
    ['', null],
    [null, null],
    ['/client-login?callback=x', null],
    ['/manager-login', null],
    ['//evil.example/x', null],
    ['https://evil.example/#/x', null],
    ['/\\evil.example', null],
    ['/a b', null],
    ['javascript:alert(1)', null],
  ])('return route of %p → %p', (route, expected) => expect(returnRouteOf(route)).toBe(expected));

  test('login path with the reason and the route to return to', () => {
    expect(loginAfterSessionEnd('MANAGER_USER', 'revoked', '/common/iam/user?menu_code=iam_user')).toBe(
      `/manager-login?reason=revoked&callback=${encodeURIComponent('#/common/iam/user?menu_code=iam_user')}`,
    );
    expect(loginAfterSessionEnd('CLIENT_USER', 'expired', '/')).toBe('/client-login?reason=expired');
    expect(loginAfterSessionEnd(null, 'expired', '//evil.example')).toBe('/client-login?reason=expired');
  });
});
