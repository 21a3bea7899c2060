import { securityMessages } from './security.messages';
import { clientLabel, fill, formatInstant, lockLength } from './security.rules';

const textOf = (language: 'zh-CN' | 'en-US') => (key: string, values?: Record<string, string | number>) =>
  fill((securityMessages[language] as Record<string, string>)[key], values);

describe('the security section texts', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(securityMessages['en-US']).sort()).toEqual(Object.keys(securityMessages['zh-CN']).sort());
  });

  it('names a session by browser and system, and the unknown parts as unknown', () => {
    expect(clientLabel({ browser: 'Chrome 131', os: 'Windows 10/11', mobile: false }, textOf('en-US'))).toBe('Chrome 131 on Windows 10/11');
    expect(clientLabel({ browser: null, os: 'Linux', mobile: false }, textOf('zh-CN'))).toBe('未知浏览器 · Linux');
    expect(clientLabel({ browser: 'Safari 17', os: null, mobile: true }, textOf('en-US'))).toBe('Safari 17 on unknown system');
  });

  it('says a lock in seconds under a minute and in minutes from one', () => {
    expect(lockLength(30, textOf('zh-CN'))).toBe('30秒');
    expect(lockLength(60, textOf('zh-CN'))).toBe('1分钟');
    expect(lockLength(120, textOf('en-US'))).toBe('2 min');
  });

  it('shows an instant as a date and time of the language, and a broken one as it came', () => {
    const iso = '2026-01-05T09:00:00.000Z';
    expect(formatInstant(iso, 'zh-CN')).toMatch(/2026/);
    expect(formatInstant(iso, 'en-US')).toMatch(/Jan/);
    expect(formatInstant('not a date', 'en-US')).toBe('not a date');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
