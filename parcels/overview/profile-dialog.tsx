import { useEffect, useRef } from 'react';
import { Box, PortalDialog } from '@portal/ui';
import { useText } from './use-text';

/** single-spa's `mountParcel`, handed to every parcel in its props. */
export type MountParcel = (
  config: () => Promise<unknown>,
  props: { domElement: HTMLElement; [key: string]: unknown },
) => { unmount(): Promise<unknown>; mountPromise: Promise<unknown>; getStatus(): string };

declare const System: { import(name: string): Promise<unknown> };

interface ProfileDialogProps {
  open: boolean;
  mountParcel?: MountParcel;
  onClose(result: { saved: boolean }): void;
}

/**
 * The profile as a dialog (spec 2): the @portal/user-info parcel in its 'dialog' variant, which
 * brings its own 取消 and 确定 buttons and calls `onClose` (see parcels/user-info/README.md).
 */
export function ProfileDialog({ open, mountParcel, onClose }: ProfileDialogProps) {
  const t = useText();
  const host = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open || !mountParcel) return;
    let parcel: ReturnType<MountParcel> | undefined;
    const frame = requestAnimationFrame(() => {
      if (!host.current) return;
      parcel = mountParcel(() => System.import('@portal/user-info'), {
        domElement: host.current,
        variant: 'dialog',
        onClose: (result: { saved: boolean }) => closeRef.current(result),
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      // When the overview itself is leaving, single-spa unmounts this child parcel first; a
      // second unmount of it would kill the overview's parcel (single-spa error #6).
      if (parcel) parcel.mountPromise.then(() => (parcel?.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined)).catch(() => undefined);
    };
  }, [open, mountParcel]);

  return (
    <PortalDialog open={open} onClose={() => onClose({ saved: false })} title={t('overview.profile.dialog')} size="medium">
      <Box ref={host} minH="12rem" data-dialog="profile" />
    </PortalDialog>
  );
}
