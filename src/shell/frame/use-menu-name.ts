import { languageAtom, menuName, useAtomValue, type ShapedMenuNode } from '@portal/utils/internal';

/** A menu item's name in the current language (`menuName` of @portal/utils), following every switch. */
export function useMenuName(): (node: Pick<ShapedMenuNode, 'menuName' | 'menuNameEn'>) => string {
  const language = useAtomValue(languageAtom);
  return (node) => menuName(node, language);
}
