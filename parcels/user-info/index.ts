import { createParcel } from '@portal/ui';
import { UserInfoPage } from './user-info.page';

/** @portal/user-info: the profile page (#/user-info), also mounted in the overview's dialog (see README.md). */
export const { bootstrap, mount, unmount } = createParcel(UserInfoPage, 'user-info');
