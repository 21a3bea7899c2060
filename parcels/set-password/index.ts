import { createParcel } from '@portal/ui';
import { SetPasswordPage } from './set-password.page';

export const { bootstrap, mount, unmount } = createParcel(SetPasswordPage);
