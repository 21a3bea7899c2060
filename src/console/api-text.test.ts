import { ApiError, addMessages, t } from '@portal/utils';
import { apiText } from './api-text';

addMessages({ 'zh-CN': { 'console.error': '加载失败' }, 'en-US': { 'console.error': 'Failed to load', 申请不存在: 'The application does not exist' } });

describe("a failed call shows the API's message", () => {
  test.each([
    [new ApiError('申请不存在', 'NOT_FOUND', 404), 'zh-CN', '申请不存在'],
    [new ApiError('申请不存在', 'NOT_FOUND', 404), 'en-US', 'The application does not exist'],
    [new ApiError('从未翻译的消息', 'X', 400), 'en-US', '从未翻译的消息'],
    [new ApiError('请求超时，请稍后重试', 'TIMEOUT', 0), 'en-US', 'The request timed out, please try again later'],
    [new ApiError('网络异常，请检查网络连接', 'NETWORK', 0), 'zh-CN', '网络异常，请检查网络连接'],
    [new Error(''), 'en-US', 'Failed to load'],
    // No sub-app translation: the English of a server text the kit knows (failure.rules.ts).
    [new ApiError('租户名称重复', 'TENANT_NAME_TAKEN', 409), 'en-US', 'This tenant name is already taken'],
    [new ApiError('请输入至少2个数字', 'VALIDATION_FAILED', 400), 'en-US', 'Enter at least 2 digits'],
    [new ApiError('租户名称重复', 'TENANT_NAME_TAKEN', 409), 'zh-CN', '租户名称重复'],
  ] as const)('%p in %s reads %p', (error, language, shown) => {
    expect(apiText(error, (key, params) => t(key, params, language), language)).toBe(shown);
  });
});
