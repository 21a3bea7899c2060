import { createParcel } from '@portal/ui';
import { RegisterPage } from './register.page';

export const { bootstrap, mount, unmount } = createParcel(RegisterPage, undefined, { prerendered: '/register' });
