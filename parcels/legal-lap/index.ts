import { createParcel } from '@portal/ui';
import { LegalLapPage } from './legal-lap.page';

export const { bootstrap, mount, unmount } = createParcel(LegalLapPage);
