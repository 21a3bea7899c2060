/** The sub-app's rules: pure functions, tested as tables (__NAME__.rules.test.ts). */

export type Language = 'zh-CN' | 'en-US';

const TEXTS = {
  'zh-CN': { title: '__TITLE__', hello: '你好，', guest: '访客', home: '首页', about: '关于', aboutText: '这是一个由 npm run new:subapp 生成的独立子应用。' },
  'en-US': {
    title: '__TITLE__',
    hello: 'Hello, ',
    guest: 'guest',
    home: 'Home',
    about: 'About',
    aboutText: 'A standalone sub-app made by npm run new:subapp.',
  },
};

export type Texts = (typeof TEXTS)['zh-CN'];

/** The texts of `language`; Chinese, the portal's default, for anything else. */
export function textsFor(language: string | null | undefined): Texts {
  return TEXTS[language as Language] ?? TEXTS['zh-CN'];
}

/** "你好，张三": the user's name, else the login name, else "guest". */
export function greeting(user: { userName?: string | null; loginName?: string | null } | null | undefined, text: Texts): string {
  const name = user?.userName?.trim() || user?.loginName?.trim() || text.guest;
  return `${text.hello}${name}`;
}
