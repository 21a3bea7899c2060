import { languageAtom, useAtomValue, type Language, type ShapedMenuNode } from '@portal/utils';

/**
 * The name of a menu item as the shell shows it in the user's language: the one place the navs,
 * the breadcrumb, the title and the "not deployed" notice read a menu name from. Today it is the
 * server's `menuName` in every language.
 *
 * @example
 * menuName(item, 'en-US'); // '消息中心' until the menu tree carries English names
 */
export function menuName(item: Pick<ShapedMenuNode, 'menuName'>, _language: Language): string {
  return item.menuName;
}

/** {@link menuName} in the user's current language, re-rendering when it changes. */
export function useMenuName(): (item: Pick<ShapedMenuNode, 'menuName'>) => string {
  const language = useAtomValue(languageAtom);
  return (item) => menuName(item, language);
}
