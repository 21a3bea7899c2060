import { createParcel } from '@portal/ui';
import { PlaceholderPage } from './placeholder.page';

export const { bootstrap, mount, unmount } = createParcel(PlaceholderPage, '@portal/placeholder');
