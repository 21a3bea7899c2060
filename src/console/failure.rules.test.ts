import { ApiError } from '@portal/utils';
import { failureText } from './failure.rules';

describe('what a failed call says', () => {
  test.each([
    ['a refusal with a message', '租户名称重复', new ApiError('租户名称重复', 'TENANT_NAME_TAKEN', 409), 'zh-CN'],
    ['a refusal with a message, in English', 'This tenant name is already taken', new ApiError('租户名称重复', 'TENANT_NAME_TAKEN', 409), 'en-US'],
    ['a strategy refusal, in English', 'Enter 10 to 32 characters', new ApiError('请输入10~32个字符', 'VALIDATION_FAILED', 400), 'en-US'],
    ['a count refusal, in English', 'Enter at least 1 uppercase letter', new ApiError('请输入至少1个大写字母', 'VALIDATION_FAILED', 400), 'en-US'],
    ['an unknown server text, in English', '某个新的提示', new ApiError('某个新的提示', 'SOMETHING', 400), 'en-US'],
    ['a timeout', '请求超时，请稍后重试', new ApiError('请求超时，请稍后重试', 'TIMEOUT', 0), 'zh-CN'],
    ['a timeout, in English', 'The request timed out, please try again later', new ApiError('请求超时，请稍后重试', 'TIMEOUT', 0), 'en-US'],
    ['a lost network, in English', 'Network error, please check your connection', new ApiError('网络异常，请检查网络连接', 'NETWORK', 0), 'en-US'],
    ['an error without a message', '操作失败，请稍后重试', new Error(''), 'zh-CN'],
    ['something thrown that is no error', 'The operation failed, please try again later', 'boom', 'en-US'],
  ] as const)('%s reads %p', (_case, text, error, language) => {
    expect(failureText(error, language)).toBe(text);
  });
});

describe('the shared rules read in English', () => {
  test.each([
    ['密码最小长度须为6~32', 'The minimum length must be 6 to 32'],
    ['大写字母个数须为0~32', 'The number of uppercase letters must be 0 to 32'],
    ['启用特殊字符要求时，个数至少为1', 'When special characters are required, ask for at least 1'],
    ['各类字符要求的个数之和不能超过32', 'The required characters may add up to at most 32'],
    ['备注最多100个字符', 'The remark may have at most 100 characters'],
    ['角色名称仅支持中文、字母或数字，长度2到20个字符', 'Role names use 2 to 20 Chinese characters, letters or digits'],
  ])('%s reads %s', (message, english) => {
    expect(failureText(new Error(message), 'en-US')).toBe(english);
  });
});
