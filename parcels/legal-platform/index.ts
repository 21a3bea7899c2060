import { createParcel } from '@portal/ui';
import { LegalPlatformPage } from './legal-platform.page';

export const { bootstrap, mount, unmount } = createParcel(LegalPlatformPage);
