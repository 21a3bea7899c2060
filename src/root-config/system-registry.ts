/** The few SystemJS calls the root config makes (SystemJS is a global loaded by index.html). */
interface SystemLoader {
  import(id: string): Promise<Record<string, unknown>>;
  resolve(id: string): string;
  has(id: string): boolean;
  delete(id: string): boolean;
  getImportMap(): { imports?: Record<string, string> };
  entries(): Iterable<[string, Record<string, unknown> | null | undefined]>;
}

function system(): SystemLoader {
  return (globalThis as unknown as { System: SystemLoader }).System;
}

export function importModule(name: string): Promise<Record<string, unknown>> {
  return system().import(name);
}

/** The merged import map: generated, environment and in-browser overrides, in that order. */
export function importMapEntries(): Record<string, string> {
  return system().getImportMap().imports ?? {};
}

export function isMapped(name: string): boolean {
  try {
    system().resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops a module (including a failed load) from SystemJS's registry, so that the next import
 * fetches it again instead of returning the cached failure (ARCHITECTURE "Retry after a failed load").
 */
export function forgetModule(name: string): void {
  try {
    const url = system().resolve(name);
    if (system().has(url)) system().delete(url);
  } catch {
    // Not in the import map: there is nothing cached to forget.
  }
  // A failed dependency (a sub-app's own chunk, a shared module) is cached as failed too.
  // SystemJS answers `get` with null exactly for loads that ended in an error.
  for (const [id, namespace] of system().entries()) {
    if (namespace === null) system().delete(id);
  }
}
