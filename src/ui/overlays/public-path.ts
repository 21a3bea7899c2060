/**
 * Where webpack fetches @portal/ui's async chunk (the overlays) from: the folder of @portal/ui's
 * own file as the import map names it. webpack's `publicPath: 'auto'` looks at the current
 * <script>, which SystemJS has already removed when the module body runs.
 */
declare let __webpack_public_path__: string;

const loader = (globalThis as { System?: { resolve(name: string): string } }).System;
if (loader && typeof __webpack_public_path__ === 'string') {
  try {
    __webpack_public_path__ = new URL('./', loader.resolve('@portal/ui')).href;
  } catch {
    /* not mapped (tests, another host): keep webpack's own guess */
  }
}

export {};
