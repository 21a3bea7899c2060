import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { securityMessages, type SecurityMessageKey } from './security.messages';
import { fill } from './security.rules';

/** The security section's `t` and language: the current language's text, zh-CN as fallback. */
export function useSecurityText() {
  const language = useAtomValue(languageAtom);
  const tables = securityMessages as unknown as Record<string, Record<string, string>>;
  const table = tables[language] ?? tables['zh-CN'];
  const t = (key: SecurityMessageKey | string, values?: Record<string, string | number>): string => fill(table[key] ?? tables['zh-CN'][key] ?? key, values);
  return { t, language: tables[language] ? language : 'zh-CN' };
}
