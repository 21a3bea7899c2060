import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: a plain CommonJS rule without types
import rule from './text-beside-english.cjs';

// RuleTester calls describe/it itself.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('portal/text-beside-english', rule, {
  valid: [
    "const ok = { 'zh-CN': '请求参数不正确', 'en-US': 'Invalid request parameters' };",
    "const entry = { status: 400, 'zh-CN': `请${'稍后'}再试`, 'en-US': `Try again ${'later'}` };",
    "const fill = { 'zh-CN': (n: number) => '共 ' + n + ' 条', 'en-US': (n: number) => `${n} in all` };",
    "const table = { 'zh-CN': { title: '客户端登录', units: { second: () => '秒' } }, 'en-US': { title: 'Client sign-in' } };",
    "const english = 'Plain English';",
    'const Page = () => <p>Hello</p>;',
  ],
  invalid: [
    { code: "const alone = '没有权限';", errors: [{ messageId: 'alone' }] },
    { code: 'const t = `共 ${1} 条`;', errors: [{ messageId: 'alone' }] },
    { code: 'const Page = () => <p>加载失败</p>;', errors: [{ messageId: 'alone' }] },
    { code: "const noEnglish = { 'zh-CN': '没有权限' };", errors: [{ messageId: 'alone' }] },
    { code: "const wrongKey = { zh: '没有权限', 'en-US': 'No access' };", errors: [{ messageId: 'alone' }] },
    { code: "invalid('名称不能为空');", errors: [{ messageId: 'alone' }] },
    { code: "const nested = { zh: { title: '客户端登录' }, 'en-US': { title: 'Client sign-in' } };", errors: [{ messageId: 'alone' }] },
    { code: "const byKey = { [language]: '中文', 'en-US': 'English' };", errors: [{ messageId: 'alone' }] },
  ],
});
