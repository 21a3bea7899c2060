/** A sub-app as the shell sees it: the import-map name, its route prefix and whether the map has an entry. */
export interface SubAppRef {
  name: string;
  /** The hash path prefix it is active under: `/common/msg`, `/demo/esm`. */
  prefix: string;
  deployed: boolean;
  /** The environment's name for it (`portal.apps[name].title`), for the title when no menu item names it. */
  title?: string;
}

/** Which registered sub-app a hash route belongs to, or null (given by the root config). */
export type SubAppOf = (hash: string) => SubAppRef | null;

let subAppOf: SubAppOf = () => null;

/**
 * Keeps the root config's sub-app lookup, passed to the shell as the custom prop `subAppOf`:
 * the root config owns the registry, so the shell matches no prefixes of its own.
 */
export async function takeSubAppLookup(props: { subAppOf?: SubAppOf }): Promise<void> {
  if (typeof props.subAppOf === 'function') subAppOf = props.subAppOf;
}

export function subAppOfRoute(hash: string): SubAppRef | null {
  return subAppOf(hash);
}
