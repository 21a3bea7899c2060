import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { accountMessages, type AccountMessageKey } from './account.messages';

/** The account parts' `t`: the current language's text, zh-CN as fallback. */
export function useAccountText() {
  const language = useAtomValue(languageAtom);
  const tables = accountMessages as Record<string, Record<string, string>>;
  const table = tables[language] ?? tables['zh-CN'];
  return (key: AccountMessageKey | string): string => table[key] ?? tables['zh-CN'][key] ?? key;
}
