import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, CodeButton, FormField, HStack, Input, PortalDialog, Stack, toaster } from '@portal/ui';
import { COUNTDOWN_SECONDS, CODE_MAX, storageKeys, useCountdown, validateCode } from '@portal/utils';
import { useText } from './use-text';

/** Which dialog's countdown (spec 4, 9): kept in storage across reopening, 60, 60 and 180 s. */
export type DialogCountdown = 'mobile' | 'close' | 'email';

const COUNTDOWNS = {
  mobile: { seconds: COUNTDOWN_SECONDS.mobileChange, storageKey: storageKeys.mobileCountdownEnd },
  close: { seconds: COUNTDOWN_SECONDS.closeAccount, storageKey: storageKeys.closeCountdownEnd },
  email: { seconds: COUNTDOWN_SECONDS.emailChange, storageKey: storageKeys.emailCountdownEnd },
} as const;

export interface CodeDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  countdown: DialogCountdown;
  /** The phone or e-mail the code goes to: editable (a new one) or fixed (the user's own). */
  target: {
    label: string;
    type: 'tel' | 'email';
    initial: string;
    editable: boolean;
    maxLength: number;
    startAddon?: ReactNode;
    /** The field's check (spec 5): a code is asked for only when it passes. */
    validate: (value: string) => string | null;
  };
  /** Shown above the fields (the closure warning). */
  notice?: ReactNode;
  sendCode: (target: string) => Promise<unknown>;
  /** Resolves when done; a rejection's message is shown and the dialog stays open with what was typed. */
  submit: (target: string, code: string) => Promise<void>;
  confirmPalette?: 'brand' | 'red';
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** A mini (480 px) dialog: a phone or e-mail, a code with its send button, cancel and confirm. */
export function CodeDialog(props: CodeDialogProps) {
  const { open, onClose, title, countdown, target, notice, sendCode, submit, confirmPalette = 'brand' } = props;
  const t = useText();
  const formId = useId();
  const [value, setValue] = useState(target.initial);
  const [code, setCode] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [seconds, timer] = useCountdown(COUNTDOWNS[countdown]);
  const targetInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setValue(target.initial);
    setCode('');
    setTargetError(null);
    setCodeError(null);
  }, [open, target.initial]);

  const checkTarget = () => {
    const error = target.validate(value.trim());
    setTargetError(error);
    return error;
  };
  const checkCode = () => {
    const error = validateCode(code);
    setCodeError(error);
    return error;
  };

  const onSend = async () => {
    if (seconds > 0 || sending) return;
    if (checkTarget()) return targetInput.current?.focus();
    setSending(true);
    timer.start();
    try {
      await sendCode(value.trim());
      toaster.create({ type: 'success', title: t('dialog.code.sent') });
      codeInput.current?.focus();
    } catch (error) {
      timer.reset(); // spec 4: a failed code request resets the countdown to zero
      toaster.create({ type: 'error', title: messageOf(error) });
    } finally {
      setSending(false);
    }
  };

  const onConfirm = async () => {
    if (submitting) return;
    const targetFailed = checkTarget();
    const codeFailed = checkCode();
    if (targetFailed) return targetInput.current?.focus();
    if (codeFailed) return codeInput.current?.focus();
    setSubmitting(true);
    try {
      await submit(value.trim(), code.trim());
    } catch (error) {
      toaster.create({ type: 'error', title: messageOf(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const footer = (
    <HStack gap="3">
      <Button type="button" variant="outline" onClick={onClose}>
        {t('dialog.cancel')}
      </Button>
      {/* Chakra's hover tint of red.600 falls under 4.5:1 with white text: a darker red instead. */}
      <Button type="submit" form={formId} colorPalette={confirmPalette} loading={submitting} disabled={submitting} _hover={confirmPalette === 'red' ? { bg: 'red.700' } : undefined}>
        {t('dialog.confirm')}
      </Button>
    </HStack>
  );

  return (
    <PortalDialog open={open} onClose={onClose} title={title} size="mini" footer={footer}>
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onConfirm();
        }}
      >
        <Stack gap="4">
          {notice}
          <FormField label={target.label} required={target.editable} error={targetError}>
            <HStack gap="2" w="full">
              {target.startAddon ? (
                <Box px="3" py="2" borderWidth="1px" borderRadius="l2" color="fg.muted" fontSize="sm" flexShrink={0} aria-hidden="true">
                  {target.startAddon}
                </Box>
              ) : null}
              <Input
                ref={targetInput}
                name={target.type === 'tel' ? 'mobile' : 'email'}
                type={target.type}
                inputMode={target.type === 'tel' ? 'numeric' : 'email'}
                value={value}
                readOnly={!target.editable}
                maxLength={target.maxLength}
                autoComplete={target.type === 'tel' ? 'tel-national' : 'email'}
                onChange={(e) => setValue(e.target.value)}
                onBlur={() => (target.editable && value ? checkTarget() : undefined)}
              />
            </HStack>
          </FormField>
          <FormField label={t('dialog.code')} required error={codeError}>
            <HStack gap="2" w="full">
              <Input
                ref={codeInput}
                name="verificeCode"
                value={code}
                maxLength={CODE_MAX}
                inputMode="numeric"
                autoComplete="one-time-code"
                onChange={(e) => setCode(e.target.value)}
              />
              <CodeButton seconds={seconds} sending={sending} flexShrink={0} onClick={() => void onSend()} />
            </HStack>
          </FormField>
        </Stack>
      </form>
    </PortalDialog>
  );
}
