import { CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from '../overlays/lazy-overlays';
import type { ReactNode, RefObject } from 'react';
import { useT } from '@portal/utils/internal';
import { DIALOG_WIDTHS } from '../theme/system';

export type DialogSize = keyof typeof DIALOG_WIDTHS;

export interface PortalDialogProps {
  open: boolean;
  /** Called when the user closes it: Esc, the close button or a click outside. */
  onClose: () => void;
  title: ReactNode;
  /** 480 (mini), 600 (small), 960 (medium) or 1200 (large) px wide (spec 9). */
  size?: DialogSize;
  footer?: ReactNode;
  children?: ReactNode;
  /** Keep it open on an outside click (a form with typed input): Esc and the close button still close it. */
  keepOnOutsideClick?: boolean;
  /** What gets the focus on opening (default: the first focusable element inside). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A dialog in one of the spec's sizes. Esc closes it (spec 2 "Esc closes the main dialog"):
 * Chakra's Dialog handles Esc for the topmost open dialog only, so a nested dialog closes first.
 * Do not pass `closeOnEscape={false}` to dialogs of the portal.
 *
 * @example
 * <PortalDialog open={open} onClose={() => setOpen(false)} title="修改手机号" size="mini" footer={<Button onClick={save}>确定</Button>}>
 *   …
 * </PortalDialog>
 */
export function PortalDialog({ open, onClose, title, size = 'small', footer, children, keepOnOutsideClick = true, initialFocus }: PortalDialogProps) {
  const t = useT();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={size as never}
      closeOnInteractOutside={!keepOnOutsideClick}
      closeOnEscape
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" width="100%">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              {/* Chakra's own label is English ("Close"): the portal's in the user's language. */}
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
