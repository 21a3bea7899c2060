import { freshUrl, systemLoader, type SystemLoader } from '../kernel';

/** The page's SystemJS: the root config runs only in a page that has loaded it. */
function system(): SystemLoader {
  return systemLoader()!;
}

/**
 * Errors the browser reported for a script's own top-level code (window `error` events: a file that
 * does not parse, an HTML page served as a script). SystemJS rejects the load with that error, and
 * every later load of the same URL too (it keeps the last window error's URL).
 */
const scriptErrors = new WeakSet<object>();
if (typeof window !== 'undefined') {
  window.addEventListener('error', (event) => {
    if (event.error && typeof event.error === 'object') scriptErrors.add(event.error);
  });
}

/** Whether a failed load failed in the script's own top-level code (see `scriptErrors`). */
export function isScriptError(error: unknown): boolean {
  return !!error && typeof error === 'object' && scriptErrors.has(error);
}

/**
 * Imports a module by its import-map name; with `fresh`, from another URL of the same file
 * ({@link freshUrl}), for a load its URL cannot serve again: Chromium gives a new script tag for a
 * URL whose request still hangs that same request (a retry after a timeout would wait on it for
 * ever), and SystemJS keeps rejecting a URL whose script raised a window error ({@link isScriptError}).
 */
export function importModule(name: string, fresh?: number, esm = false): Promise<Record<string, unknown>> {
  if (esm) {
    // A native ES module: the browser loads it by its mapped URL (overrides included); its bare
    // imports go through the page's native import map to the bridges of the shared modules.
    const url = system().resolve(name);
    return import(/* webpackIgnore: true */ fresh === undefined ? url : freshUrl(url, fresh));
  }
  if (fresh === undefined) return system().import(name);
  return system().import(freshUrl(system().resolve(name), fresh));
}

/** A SystemJS load that failed because the file is a native ES module run as a classic script. */
export function isEsModuleError(error: unknown): boolean {
  return (
    isScriptError(error) &&
    /import statement outside a module|Unexpected token 'export'|Cannot use 'import\.meta' outside a module/.test(String((error as Error).message))
  );
}

/** The merged import map: generated, environment and in-browser overrides, in that order. */
export function importMapEntries(): Record<string, string> {
  return system().getImportMap().imports ?? {};
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
