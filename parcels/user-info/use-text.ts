import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { userInfoMessages, type UserInfoMessageKey } from './user-info.messages';

/** The profile's `t`: the current language's text, zh-CN as fallback. */
export function useText() {
  const language = useAtomValue(languageAtom);
  const tables = userInfoMessages as Record<string, Record<string, string>>;
  const table = tables[language] ?? tables['zh-CN'];
  return (key: UserInfoMessageKey | string): string => table[key] ?? tables['zh-CN'][key] ?? key;
}
