import { createParcel } from '@portal/ui';
import { ClientLoginPage } from './client-login.page';

export const { bootstrap, mount, unmount } = createParcel(ClientLoginPage, undefined, { prerendered: '/client-login' });
