/** Where webpack fetches the shell's async chunk (the signed-in frame) from (see `moduleFolder`). */
import { moduleFolder } from '@portal/utils/internal';

declare let __webpack_public_path__: string;
const folder = moduleFolder('@portal/shell');
if (folder) __webpack_public_path__ = folder;

export {};
