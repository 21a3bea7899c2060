import { greeting, textsFor } from './__NAME__.rules';

describe('__SPECIFIER__ rules', () => {
  it.each([
    ['zh-CN', { userName: '张三', loginName: 'zhangsan' }, '你好，张三'],
    ['zh-CN', { userName: ' ', loginName: 'zhangsan' }, '你好，zhangsan'],
    ['en-US', { userName: 'Ada' }, 'Hello, Ada'],
    ['en-US', null, 'Hello, guest'],
    ['fr-FR', undefined, '你好，访客'],
  ])('greets in %s: %j', (language, user, expected) => {
    expect(greeting(user, textsFor(language))).toBe(expected);
  });
});
