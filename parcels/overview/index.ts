import { createParcel } from '@portal/ui';
import { OverviewPage } from './overview.page';

export const { bootstrap, mount, unmount } = createParcel(OverviewPage, 'overview');
