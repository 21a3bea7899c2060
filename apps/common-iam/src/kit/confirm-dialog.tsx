import type { ReactNode } from 'react';
import { Button, PortalDialog, Text } from '@portal/ui';
import { useText } from './use-text';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  /** A destructive action confirms in red. */
  danger?: boolean;
  busy: boolean;
  /** A failure of the last try, shown above the buttons (the dialog stays open). */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action with consequences (reset a password, disable a user). */
export function ConfirmDialog({ open, title, children, confirmText, danger, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useText();
  return (
    <PortalDialog
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      size="mini"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('iam.cancel')}
          </Button>
          <Button colorPalette={danger ? 'red' : 'brand'} loading={busy} loadingText={t('iam.submitting')} onClick={onConfirm} data-testid="iam-confirm">
            {confirmText}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg" lineHeight="1.7">
        {children}
      </Text>
      {error ? (
        <Text role="alert" mt="3" px="3" py="2" rounded="md" fontSize="sm" bg="red.50" color="red.700" borderWidth="1px" borderColor="red.200">
          {error}
        </Text>
      ) : null}
    </PortalDialog>
  );
}
