/**
 * The portal's languages, shared by the browser (what the user picked) and the server (which
 * language an answer's messages are in). zh-CN is the default (spec 9).
 *
 * @example
 * toLanguage('en-US');                          // 'en-US'
 * languageFromHeader('en-GB,en;q=0.9,zh;q=0.8'); // 'en-US'
 */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** A text in every language. */
export type Localized = Record<Language, string>;

/** A supported language for any input (unknown values fall back to zh-CN). */
export function toLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

/**
 * The language of an `Accept-Language` header: the most preferred tag that is Chinese or English
 * (any region), else zh-CN. A missing or broken header is zh-CN.
 */
export function languageFromHeader(header: string | string[] | null | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return DEFAULT_LANGUAGE;
  const ranked = text
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The name to show in `language` of a record named in both languages (docs/decisions/016): the
 * English name on English screens when there is one, else the one name there is. What users
 * named in one language shows as they typed it.
 *
 * @example
 * localName('站内消息', 'Station messages', 'en-US'); // 'Station messages'
 * localName('我的角色', null, 'en-US');               // '我的角色'
 */
export function localName(name: string, nameEn: string | null | undefined, language: Language): string {
  return language === 'en-US' && nameEn?.trim() ? nameEn : name;
}

/** Fills `{name}` placeholders of a template; unknown names stay as written. */
export function fillText(template: string, params?: Record<string, string | number>): string {
  return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : template;
}
