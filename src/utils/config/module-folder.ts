import { systemLoader } from '../../kernel';
/**
 * The folder the import map serves a module's file from, e.g. `http://host/portal-ui.3f2a.js` →
 * `http://host/`; null where SystemJS is absent or does not know the name (tests, another host).
 *
 * A module with async chunks sets its webpack public path from it first thing, because webpack's
 * `publicPath: 'auto'` looks at the current <script>, which SystemJS has removed by then:
 *
 * @example
 * declare let __webpack_public_path__: string;
 * const folder = moduleFolder('@portal/shell');
 * if (folder) __webpack_public_path__ = folder;
 */
export function moduleFolder(specifier: string): string | null {
  const loader = systemLoader();
  if (!loader) return null;
  try {
    return new URL('./', loader.resolve(specifier)).href;
  } catch {
    return null;
  }
}
