import { createParcel } from '@portal/ui';
import { FindPasswordPage } from './find-password.page';

export const { bootstrap, mount, unmount } = createParcel(FindPasswordPage, undefined, { prerendered: '/find-password' });
