import { PortalParcel } from '@portal/ui';

/** The header's bell: the `@portal/notice-bell` parcel (its own import-map entry), on the dark header. */
export function NoticeBellSlot() {
  return <PortalParcel name="@portal/notice-bell" props={{ tone: 'header' }} />;
}
