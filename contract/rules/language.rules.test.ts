import { fillText, languageFromHeader, localName, toLanguage } from './language.rules';

describe('the language of a request', () => {
  test.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['fr-FR,en;q=0.5', 'en-US'],
    ['fr-FR,de;q=0.5', 'zh-CN'],
    ['zh;q=0.3,en-US;q=0.7', 'en-US'],
    ['en;q=0,zh', 'zh-CN'],
    ['*', 'zh-CN'],
    ['english', 'zh-CN'],
    [['en-US', 'zh-CN'], 'en-US'],
  ])('Accept-Language %j reads as %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });

  test.each([
    ['en-US', 'en-US'],
    ['fr-FR', 'zh-CN'],
    [null, 'zh-CN'],
  ])('a stored language %j reads as %s', (value, expected) => {
    expect(toLanguage(value)).toBe(expected);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(fillText('请输入{min}~{max}个字符{x}', { min: 8, max: 32 })).toBe('请输入8~32个字符{x}');
  });
});

describe('localName (docs/decisions/016)', () => {
  test.each([
    ['站内消息', 'Station messages', 'en-US', 'Station messages'],
    ['站内消息', 'Station messages', 'zh-CN', '站内消息'],
    ['我的角色', null, 'en-US', '我的角色'],
    ['我的角色', undefined, 'en-US', '我的角色'],
    ['我的角色', '   ', 'en-US', '我的角色'],
  ] as const)('%p / %p in %s shows %p', (name, nameEn, language, shown) => {
    expect(localName(name, nameEn, language)).toBe(shown);
  });
});
