import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { frameMessages, type FrameMessageKey } from './frame.messages';

/** The frame's `t`: the current language's text, zh-CN as fallback. */
export function useFrameText() {
  const language = useAtomValue(languageAtom);
  const table = (frameMessages as Record<string, Record<FrameMessageKey, string>>)[language] ?? frameMessages['zh-CN'];
  return (key: FrameMessageKey): string => table[key];
}
