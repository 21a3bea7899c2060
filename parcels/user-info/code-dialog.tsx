import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, CodeButton, FormField, HStack, Input, InputGroup, PasswordInput, PortalDialog, Stack, toaster } from '@portal/ui';
import {
  COUNTDOWN_SECONDS,
  CODE_MAX,
  failureMessage,
  isApiError,
  rules,
  storageKeys,
  useCountdown,
  useLanguageSwitch,
  type Language,
} from '@portal/utils/internal';
import { useText } from './use-text';

/** Which dialog's countdown (spec 4, 9): kept in storage across reopening, 60, 60 and 180 s. */
type DialogCountdown = 'mobile' | 'close' | 'email';

const COUNTDOWNS = {
  mobile: { seconds: COUNTDOWN_SECONDS.mobileChange, storageKey: storageKeys.mobileCountdownEnd },
  close: { seconds: COUNTDOWN_SECONDS.closeAccount, storageKey: storageKeys.closeCountdownEnd },
  email: { seconds: COUNTDOWN_SECONDS.emailChange, storageKey: storageKeys.emailCountdownEnd },
} as const;

interface CodeDialogProps {
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
    /** The field's check (spec 5) in the user's language: a code is asked for only when it passes. */
    validate: (value: string, language: Language) => string | null;
  };
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

/** The field a refusal of the server concerns; others are shown as a toast. */
const FIELD_OF_ERROR: Record<string, 'target' | 'code' | 'password'> = {
  CURRENT_PASSWORD_WRONG: 'password',
  OLD_PASSWORD_LOCKED: 'password',
  CODE_INVALID: 'code',
  MOBILE_TAKEN: 'target',
  EMAIL_TAKEN: 'target',
};

/** A mini (480 px) dialog: a phone or e-mail, a code with its send button, the current password if asked, cancel and confirm. */
export function CodeDialog(props: CodeDialogProps) {
  const { open, onClose, title, countdown, target, notice, withPassword = false, sendCode, submit, confirmPalette = 'brand' } = props;
  const t = useText();
  const formId = useId();
  const [value, setValue] = useState(target.initial);
  const [code, setCode] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [seconds, timer] = useCountdown(COUNTDOWNS[countdown]);
  const targetInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  /** Where the running countdown's code went: reopening the dialog during it keeps that number. */
  const sentTo = useRef<string | null>(null);
  const counting = seconds > 0;
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setValue(counting && sentTo.current !== null ? sentTo.current : target.initial);
    setCode('');
    setPassword('');
    setTargetError(null);
    setCodeError(null);
    setPasswordError(null);
    // Only an opening resets the fields; the countdown ticking on does not.
  }, [open, target.initial]);

  const language = useLanguageSwitch(() => {
    if (targetError) checkTarget();
    if (codeError) checkCode();
    if (passwordError) checkPassword();
  });

  const checkTarget = () => {
    const error = target.validate(value.trim(), language);
    setTargetError(error);
    return error;
  };
  const checkCode = () => {
    const error = rules.code(code, { language });
    setCodeError(error);
    return error;
  };

  const checkPassword = () => {
    const error = withPassword ? rules.currentPassword(password, { language }) : null;
    setPasswordError(error);
    return error;
  };

  const onSend = async () => {
    if (seconds > 0 || sending) return;
    if (checkTarget()) return targetInput.current?.focus();
    setSending(true);
    timer.start();
    try {
      await sendCode(value.trim());
      sentTo.current = value.trim();
      toaster.create({ type: 'success', title: t('dialog.code.sent') });
      codeInput.current?.focus();
    } catch (error) {
      sentTo.current = null;
      timer.reset(); // spec 4: a failed code request resets the countdown to zero
      toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const onConfirm = async () => {
    if (submitting) return;
    const targetFailed = checkTarget();
    const codeFailed = checkCode();
    const passwordFailed = checkPassword();
    if (targetFailed) return targetInput.current?.focus();
    if (codeFailed) return codeInput.current?.focus();
    if (passwordFailed) return passwordInput.current?.focus();
    setSubmitting(true);
    try {
      await submit(value.trim(), code.trim(), password);
      // Done with this code: its countdown (and the number it went to) ends here.
      sentTo.current = null;
      timer.reset();
    } catch (error) {
      const field = isApiError(error) ? FIELD_OF_ERROR[error.code] : undefined;
      const message = failureMessage(error);
      if (field === 'password' && withPassword) {
        setPasswordError(message);
        passwordInput.current?.focus();
      } else if (field === 'code') {
        setCodeError(message);
        codeInput.current?.focus();
      } else if (field === 'target' && target.editable) {
        setTargetError(message);
        targetInput.current?.focus();
      } else toaster.create({ type: 'error', title: message });
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
      <Button
        type="submit"
        form={formId}
        colorPalette={confirmPalette}
        loading={submitting}
        disabled={submitting}
        _hover={confirmPalette === 'red' ? { bg: 'red.700' } : undefined}
      >
        {t('dialog.confirm')}
      </Button>
    </HStack>
  );

  return (
    <PortalDialog
      open={open}
      onClose={onClose}
      title={title}
      size="mini"
      footer={footer}
      // The first thing to act on: a fixed target (the user's own phone) is read-only.
      initialFocus={target.editable ? targetInput : codeInput}
    >
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
            {/* The +86 prefix as in every other form: the input's own addon. */}
            <InputGroup startAddon={target.startAddon}>
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
            </InputGroup>
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
          {withPassword ? (
            <FormField label={t('dialog.password')} required error={passwordError}>
              <PasswordInput
                ref={passwordInput}
                name="password"
                value={password}
                autoComplete="current-password"
                onChange={(e) => setPassword(e.target.value)}
                onBlur={() => (password ? checkPassword() : undefined)}
              />
            </FormField>
          ) : null}
        </Stack>
      </form>
    </PortalDialog>
  );
}
