import { languageAtom, useAtomValue } from '@portal/utils';
import { applicationMessages } from './application.messages';

type Key = keyof (typeof applicationMessages)['zh-CN'];

/** The page's `t`: the current language's text, zh-CN as fallback. */
export function useText() {
  const language = useAtomValue(languageAtom);
  const table: Record<string, string> = (applicationMessages as Record<string, Record<string, string>>)[language] ?? applicationMessages['zh-CN'];
  return (key: Key): string => table[key] ?? applicationMessages['zh-CN'][key];
}
