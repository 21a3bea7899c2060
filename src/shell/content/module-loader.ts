import { systemLoader } from '../../kernel';

/** True when the import map names `name` (SystemJS throws on an unmapped bare specifier). */
export function isMapped(name: string): boolean {
  const loader = systemLoader();
  if (!loader) return false;
  try {
    loader.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** Loads an in-browser module through the import map. */
export function importModule(name: string): Promise<Record<string, unknown>> {
  const loader = systemLoader();
  if (!loader) return Promise.reject(new Error('SystemJS is not loaded'));
  return loader.import(name);
}

/** Forgets a module (also a failed load), so that a retry fetches it again. */
export function forgetModule(name: string): void {
  const loader = systemLoader();
  if (!loader) return;
  try {
    loader.delete(loader.resolve(name));
  } catch {
    /* not mapped or never loaded: nothing to forget */
  }
}
