import type { FormEvent, ReactNode } from 'react';
import { Button, FormNotice, PortalDialog, Stack, type DialogSize } from '@portal/ui';
import { useText } from './use-text';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** Names the form (its id, and the submit button's `form`). */
  name: string;
  /**
   * The form's state: whether it is sending, a failure that belongs to no one field (shown above
   * the buttons, the fields keep their values), and its send.
   */
  form: { busy: boolean; notice?: string | null; submit: () => unknown };
  submitText?: string;
  size?: DialogSize;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog holding one form: Enter or the primary button submits, errors sit under their fields,
 * the primary button is busy while saving (and a second press is ignored), and closing while
 * saving is held off. A click outside never throws away what was typed (Esc and × still close).
 */
export function FormDialog({ open, title, name, form, submitText, size = 'small', onClose, children }: FormDialogProps) {
  const t = useText();
  const { busy, notice } = form;
  const formId = `iam-${name}-form`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void form.submit();
  };
  return (
    <PortalDialog
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('iam.cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={busy} loadingText={t('iam.submitting')}>
            {submitText ?? t('iam.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-busy={busy} data-form={name}>
        <Stack gap="4">
          {children}
          {notice ? <FormNotice tone="error">{notice}</FormNotice> : null}
        </Stack>
      </form>
    </PortalDialog>
  );
}
