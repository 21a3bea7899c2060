/**
 * Where webpack fetches @portal/ui's async chunks (overlays, toaster) from: the folder of
 * @portal/ui's own file as the import map names it (see `moduleFolder`).
 */
import { moduleFolder } from '@portal/utils/internal';

declare let __webpack_public_path__: string;
const folder = moduleFolder('@portal/ui');
if (folder) __webpack_public_path__ = folder;

export {};
