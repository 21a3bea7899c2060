/**
 * Where webpack fetches the root config's async chunk (the sub-app machinery) from: the folder of
 * its own module in the import map. webpack's 'auto' cannot tell inside a System.register module.
 */
import { systemLoader } from '../kernel';

declare let __webpack_public_path__: string;
try {
  const loader = systemLoader();
  if (loader) __webpack_public_path__ = new URL('./', loader.resolve('@portal/root-config')).href;
} catch {
  // Not in the map (a test page): webpack's own guess stands.
}

export {};
