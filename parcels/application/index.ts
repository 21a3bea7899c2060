import { createParcel } from '@portal/ui';
import { ApplicationPage } from './application.page';

export const { bootstrap, mount, unmount } = createParcel(ApplicationPage, 'application');
