import { useId, type ReactNode } from 'react';
import { Button, CodeButton, FormField, HStack, Input, InputGroup, PasswordInput, PortalDialog, Stack } from '@portal/ui';
import { CODE_MAX, type Language } from '@portal/utils/internal';
import { useCodeDialogForm, type CodeForm } from './use-code-dialog-form';
import { useText } from './use-text';

/** The phone or e-mail the code goes to: editable (a new one) or fixed (the user's own). */
export interface CodeTarget {
  label: string;
  type: 'tel' | 'email';
  initial: string;
  editable: boolean;
  maxLength: number;
  startAddon?: ReactNode;
  /** The field's check (spec 5) in the user's language: a code is asked for only when it passes. */
  validate: (value: string, language: Language) => string | null;
}

export interface CodeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Which dialog's countdown (spec 4, 9): kept in storage across reopening, 60, 60 and 180 s. */
  countdown: 'mobile' | 'close' | 'email';
  target: CodeTarget;
  /** Shown above the fields (the closure warning). */
  notice?: ReactNode;
  /** Asks for the current password too (phone and e-mail changes, issue 13 item 2). */
  withPassword?: boolean;
  sendCode: (target: string) => Promise<unknown>;
  /**
   * Resolves when done; a rejection's message is shown at the field it concerns (a wrong current
   * password or code) or as a toast, and the dialog stays open with what was typed.
   */
  submit: (target: string, code: string, password: string) => Promise<void>;
  confirmPalette?: 'brand' | 'red';
}

/** A mini (480 px) dialog: a phone or e-mail, a code with its send button, the current password if asked, cancel and confirm. */
export function CodeDialog(props: CodeDialogProps) {
  const { open, onClose, title, target, notice, withPassword = false, confirmPalette = 'brand' } = props;
  const t = useText();
  const formId = useId();
  const form = useCodeDialogForm(props);

  return (
    <PortalDialog
      open={open}
      onClose={onClose}
      title={title}
      size="mini"
      footer={<DialogActions formId={formId} palette={confirmPalette} submitting={form.submitting} onCancel={onClose} />}
      // The first thing to act on: a fixed target (the user's own phone) is read-only.
      initialFocus={target.editable ? form.inputs.target : form.inputs.code}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.onConfirm();
        }}
      >
        <Stack gap="4">
          {notice}
          <TargetField target={target} form={form} />
          <CodeInputField form={form} />
          {withPassword ? (
            <FormField label={t('dialog.password')} required error={form.errors.password}>
              <PasswordInput
                ref={form.inputs.password}
                name="password"
                value={form.password}
                autoComplete="current-password"
                onChange={(e) => form.setPassword(e.target.value)}
                onBlur={() => (form.password ? form.check('password') : undefined)}
              />
            </FormField>
          ) : null}
        </Stack>
      </form>
    </PortalDialog>
  );
}

/** The phone or e-mail field: the user's own read-only, or a new one checked when it is left. */
function TargetField({ target, form }: { target: CodeTarget; form: CodeForm }) {
  const tel = target.type === 'tel';
  return (
    <FormField label={target.label} required={target.editable} error={form.errors.target}>
      {/* The +86 prefix as in every other form: the input's own addon. */}
      <InputGroup startAddon={target.startAddon}>
        <Input
          ref={form.inputs.target}
          name={tel ? 'mobile' : 'email'}
          type={target.type}
          inputMode={tel ? 'numeric' : 'email'}
          value={form.value}
          readOnly={!target.editable}
          maxLength={target.maxLength}
          autoComplete={tel ? 'tel-national' : 'email'}
          onChange={(e) => form.setValue(e.target.value)}
          onBlur={() => (target.editable && form.value ? form.check('target') : undefined)}
        />
      </InputGroup>
    </FormField>
  );
}

/** The code and its send button, which counts down once a code is on its way. */
function CodeInputField({ form }: { form: CodeForm }) {
  const t = useText();
  return (
    <FormField label={t('dialog.code')} required error={form.errors.code}>
      <HStack gap="2" w="full">
        <Input
          ref={form.inputs.code}
          name="verificeCode"
          value={form.code}
          maxLength={CODE_MAX}
          inputMode="numeric"
          autoComplete="one-time-code"
          onChange={(e) => form.setCode(e.target.value)}
        />
        <CodeButton seconds={form.seconds} sending={form.sending} flexShrink={0} onClick={() => void form.onSend()} />
      </HStack>
    </FormField>
  );
}

/** Cancel, and confirm (which submits the form) in the dialog's palette. */
function DialogActions({ formId, palette, submitting, onCancel }: { formId: string; palette: 'brand' | 'red'; submitting: boolean; onCancel: () => void }) {
  const t = useText();
  return (
    <HStack gap="3">
      <Button type="button" variant="outline" onClick={onCancel}>
        {t('dialog.cancel')}
      </Button>
      {/* Chakra's hover tint of red.600 falls under 4.5:1 with white text: a darker red instead. */}
      <Button
        type="submit"
        form={formId}
        colorPalette={palette}
        loading={submitting}
        disabled={submitting}
        _hover={palette === 'red' ? { bg: 'red.700' } : undefined}
      >
        {t('dialog.confirm')}
      </Button>
    </HStack>
  );
}
