/** Where webpack fetches @portal/utils' async chunk (crypto-js's AES) from (see `moduleFolder`). */
import { moduleFolder } from './config/module-folder';

declare let __webpack_public_path__: string;
const folder = moduleFolder('@portal/utils');
if (folder) __webpack_public_path__ = folder;

export {};
