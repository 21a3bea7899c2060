import { ApiError, addMessages } from '@portal/utils/internal';
import { failureText } from './failure-text';

// A sub-app's own translation of one of its server's texts, keyed by the text itself.
addMessages({ 'zh-CN': {}, 'en-US': { 申请不存在: 'The application does not exist' } });

describe('what a failed call says', () => {
  test.each([
    ['a refusal with a message', new ApiError('租户名称重复', 'TENANT_NAME_TAKEN', 409), 'zh-CN', '租户名称重复'],
    // The server answers in the call's Accept-Language: its English is shown as it came.
    [
      'a refusal with a message, in English',
      new ApiError('This tenant name is already taken', 'TENANT_NAME_TAKEN', 409),
      'en-US',
      'This tenant name is already taken',
    ],
    ['a refusal the sub-app translates, in English', new ApiError('申请不存在', 'NOT_FOUND', 404), 'en-US', 'The application does not exist'],
    ['a refusal the sub-app translates, in Chinese', new ApiError('申请不存在', 'NOT_FOUND', 404), 'zh-CN', '申请不存在'],
    ['an unknown server text, in English', new ApiError('某个新的提示', 'SOMETHING', 400), 'en-US', '某个新的提示'],
    ['a timeout', new ApiError('请求超时，请稍后重试', 'TIMEOUT', 0), 'zh-CN', '请求超时，请稍后重试'],
    ['a timeout, in English', new ApiError('请求超时，请稍后重试', 'TIMEOUT', 0), 'en-US', 'The request timed out, please try again later'],
    ['a lost network, in English', new ApiError('网络异常，请检查网络连接', 'NETWORK', 0), 'en-US', 'Network error, please check your connection'],
    ['a lost network without its code, in English', new Error('网络异常，请检查网络连接'), 'en-US', 'Network error, please check your connection'],
    ['no answer at all, in English', { status: 0, message: '' }, 'en-US', 'Network error, please check your connection'],
    [
      'an expired session, in English',
      new ApiError('登录已过期，请重新登录', 'SESSION_EXPIRED', 401),
      'en-US',
      'Your session has expired, please sign in again',
    ],
    ['a cancelled call', new ApiError('请求已取消', 'CANCELED', 0), 'zh-CN', '请求已取消'],
    ['an error without a message', new Error(''), 'zh-CN', '请求失败，请稍后重试'],
    ['something thrown that is no error', 'boom', 'en-US', 'The request failed, please try again later'],
    ['nothing thrown at all', undefined, 'en-US', 'The request failed, please try again later'],
  ] as const)('%s reads %p', (_case, error, language, text) => {
    expect(failureText(error, language)).toBe(text);
  });
});
