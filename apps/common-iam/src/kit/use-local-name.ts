import { languageAtom, useAtomValue } from '@portal/utils';
import { localName } from '@portal/contract';

/**
 * A name the platform may give in both languages (a role, a menu) as the current language shows
 * it: the English one on English screens when there is one, else the one name there is, as typed.
 */
export function useLocalName(): (name: string, nameEn: string | null | undefined) => string {
  const language = useAtomValue(languageAtom);
  return (name, nameEn) => localName(name, nameEn, language);
}
