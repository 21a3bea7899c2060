import { createParcel } from '@portal/ui';
import { NoticeBell } from './notice-bell';

/**
 * `@portal/notice-bell`: the unread badge and popover of notices (spec 2, 4) as a parcel of its
 * own, mounted by the shell's header and by any sub-app that shows a bell (`PortalParcel` of
 * @portal/ui). Every mounted bell shares one poll and the store's `unreadCountAtom`.
 */
export const { bootstrap, mount, unmount } = createParcel(NoticeBell, '@portal/notice-bell');
