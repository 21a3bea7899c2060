import { languageAtom, useAtomValue } from '@portal/utils';
import { overviewMessages, type OverviewMessageKey } from './overview.messages';

/** The overview's `t`: the current language's text with `{name}` placeholders filled, zh-CN as fallback. */
export function useText() {
  const language = useAtomValue(languageAtom);
  const table: Record<string, string> = (overviewMessages as Record<string, Record<string, string>>)[language] ?? overviewMessages['zh-CN'];
  return (key: OverviewMessageKey | string, vars: Record<string, string> = {}): string => {
    const template = table[key] ?? (overviewMessages['zh-CN'] as Record<string, string>)[key] ?? key;
    return template.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
  };
}
