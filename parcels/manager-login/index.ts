import { createParcel } from '@portal/ui';
import { ManagerLoginPage } from './manager-login.page';

export const { bootstrap, mount, unmount } = createParcel(ManagerLoginPage, undefined, { prerendered: '/manager-login' });
