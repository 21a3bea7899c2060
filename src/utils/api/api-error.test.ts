import { ApiError, failureMessage, NETWORK_MESSAGES } from './api-error';

describe('the message of a failed call', () => {
  test.each([
    ['the server message of a failed answer', new ApiError('租户名称重复', 'TENANT_NAME_TAKEN', 409), 'zh-CN', '租户名称重复'],
    [
      'the server message in English when the call was made in English',
      new ApiError('Tenant name already exists', 'TENANT_NAME_TAKEN', 409),
      'en-US',
      'Tenant name already exists',
    ],
    ['a timeout in Chinese', new ApiError(NETWORK_MESSAGES.timeout, 'TIMEOUT', 0), 'zh-CN', '请求超时，请稍后重试'],
    [
      'a timeout in English, whatever language it was made in',
      new ApiError(NETWORK_MESSAGES.timeout, 'TIMEOUT', 0),
      'en-US',
      'The request timed out, please try again later',
    ],
    ['a network failure in English', new ApiError('网络异常，请检查网络连接', 'NETWORK', 0), 'en-US', 'Network error, please check your connection'],
    ['an ended session in English', new ApiError('登录已过期，请重新登录', 'SESSION_EXPIRED', 401), 'en-US', 'Your session has expired, please sign in again'],
    ['a failed refresh in Chinese', new ApiError('x', 'REFRESH_FAILED', 401), 'zh-CN', '登录已过期，请重新登录'],
    ['an answer without a message', new ApiError(' ', 'HTTP_502', 502), 'en-US', 'Could not save'],
    ['a programming error, never shown', new TypeError("Cannot read properties of undefined (reading 'id')"), 'en-US', 'Could not save'],
    ['a rejection with a string', 'boom', 'zh-CN', 'Could not save'],
  ] as const)('%s', (_case, error, language, expected) => {
    expect(failureMessage(error, 'Could not save', language)).toBe(expected);
  });

  test.each([
    ['zh-CN', '请求失败，请稍后重试'],
    ['en-US', 'The request failed, please try again later'],
  ] as const)('falls back to a generic text in %s', (language, expected) => {
    expect(failureMessage(new Error('internal'), undefined, language)).toBe(expected);
  });

  it('reads an error of a sub-app’s own copy of the class by its name', () => {
    const foreign = Object.assign(new Error('用户名或密码错误'), { name: 'ApiError', code: 'LOGIN_FAILED', status: 400 });
    expect(failureMessage(foreign, 'x', 'zh-CN')).toBe('用户名或密码错误');
  });
});
