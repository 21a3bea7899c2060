import { addEnglish, englishOf } from './failure.rules';

describe('the server texts read in English', () => {
  test.each([
    ['租户名称重复', 'This tenant name is already taken'],
    ['请输入10~32个字符', 'Enter 10 to 32 characters'],
    ['请输入至少1个大写字母', 'Enter at least 1 uppercase letter'],
    ['密码最小长度须为6~32', 'The minimum length must be 6 to 32'],
    ['大写字母个数须为0~32', 'The number of uppercase letters must be 0 to 32'],
    ['启用特殊字符要求时，个数至少为1', 'When special characters are required, ask for at least 1'],
    ['各类字符要求的个数之和不能超过32', 'The required characters may add up to at most 32'],
    ['备注最多100个字符', 'The remark may have at most 100 characters'],
    ['角色名称仅支持中文、字母或数字，长度2到20个字符', 'Role names use 2 to 20 Chinese characters, letters or digits'],
    ['某个新的提示', null],
  ])('%s reads %p', (message, english) => {
    expect(englishOf(message)).toBe(english);
  });

  test('a feature adds the English of its own refusals', () => {
    addEnglish({ 计划已下架: 'The plan is withdrawn' });
    expect(englishOf('计划已下架')).toBe('The plan is withdrawn');
  });
});
