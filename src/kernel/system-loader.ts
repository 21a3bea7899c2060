/**
 * The SystemJS calls the portal's browser code makes. SystemJS is a global that index.html loads
 * before any module; every module reaches it through `systemLoader()` rather than declaring its
 * own copy of the global's shape.
 */
export interface SystemLoader {
  import<T = Record<string, unknown>>(id: string): Promise<T>;
  resolve(id: string): string;
  has(id: string): boolean;
  delete(id: string): boolean;
  getImportMap(): { imports?: Record<string, string> };
  entries(): Iterable<[string, Record<string, unknown> | null | undefined]>;
}

/** The page's SystemJS, or null where there is none (a unit test, a page without the portal). */
export function systemLoader(): SystemLoader | null {
  return (globalThis as { System?: SystemLoader }).System ?? null;
}
