import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { bellMessages, type BellMessageKey } from './notice-bell.messages';

/** The bell's `t`: the current language's text (zh-CN as fallback), `{name}` filled from `params`. */
export function useText() {
  const language = useAtomValue(languageAtom);
  const table = (bellMessages as Record<string, Record<BellMessageKey, string>>)[language] ?? bellMessages['zh-CN'];
  return (key: BellMessageKey, params: Record<string, string> = {}): string => table[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
