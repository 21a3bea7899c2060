import { addMessages, setLanguage, syncDocumentLanguage, t, toLanguage } from './i18n';

describe('messages', () => {
  test.each([
    ['common.confirm', 'zh-CN', undefined, '确定'],
    ['common.cancel', 'zh-CN', undefined, '取消'],
    ['common.confirm', 'en-US', undefined, 'OK'],
    ['code.counting', 'zh-CN', { seconds: 42 }, '42秒后重新获取'],
    ['code.counting', 'en-US', { seconds: 5 }, 'Resend in 5s'],
    ['no.such.key', 'en-US', undefined, 'no.such.key'],
  ] as const)('%s in %s', (key, language, params, expected) => {
    expect(t(key, params, language)).toBe(expected);
  });

  it('falls back to zh-CN for a key only added there', () => {
    addMessages({ 'zh-CN': { 'test.only.zh': '仅中文' } });
    expect(t('test.only.zh', undefined, 'en-US')).toBe('仅中文');
  });

  it('uses zh-CN by default', () => {
    expect(t('common.confirm')).toBe('确定');
  });

  test.each([
    ['en-US', 'en-US'],
    ['fr-FR', 'zh-CN'],
    [null, 'zh-CN'],
  ])('reads %j as %s', (value, expected) => {
    expect(toLanguage(value)).toBe(expected);
  });
});

describe('the document language', () => {
  it('sets <html lang> to the current language and follows a switch until unsubscribed', () => {
    const doc = { documentElement: { lang: '' } } as unknown as Document;
    const stop = syncDocumentLanguage(doc);
    expect(doc.documentElement.lang).toBe('zh-CN');
    setLanguage('en-US');
    expect(doc.documentElement.lang).toBe('en-US');
    stop();
    setLanguage('zh-CN');
    expect(doc.documentElement.lang).toBe('en-US');
  });
});
