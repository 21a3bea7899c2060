import { useEffect, useRef, useState } from 'react';
import { toaster } from '@portal/ui';
import { COUNTDOWN_SECONDS, failureMessage, isApiError, rules, storageKeys, useCountdown, useLanguageSwitch } from '@portal/utils/internal';
import type { CodeDialogProps, CodeTarget } from './code-dialog';
import { useText } from './use-text';

/** Which dialog's countdown (spec 4, 9): kept in storage across reopening, 60, 60 and 180 s. */
const COUNTDOWNS = {
  mobile: { seconds: COUNTDOWN_SECONDS.mobileChange, storageKey: storageKeys.mobileCountdownEnd },
  close: { seconds: COUNTDOWN_SECONDS.closeAccount, storageKey: storageKeys.closeCountdownEnd },
  email: { seconds: COUNTDOWN_SECONDS.emailChange, storageKey: storageKeys.emailCountdownEnd },
} as const;

type Field = 'target' | 'code' | 'password';
const FIELDS: readonly Field[] = ['target', 'code', 'password'];

/** The field a refusal of the server concerns; others are shown as a toast. */
const FIELD_OF_ERROR: Record<string, Field> = {
  CURRENT_PASSWORD_WRONG: 'password',
  OLD_PASSWORD_LOCKED: 'password',
  CODE_INVALID: 'code',
  MOBILE_TAKEN: 'target',
  EMAIL_TAKEN: 'target',
};

/**
 * The dialog's fields: their values, errors and inputs, checked in the user's language (again
 * when it changes), emptied on each opening; the target then is `openingTarget()`.
 */
function useCodeFields(open: boolean, target: CodeTarget, withPassword: boolean, openingTarget: () => string) {
  const [value, setValue] = useState(target.initial);
  const [code, setCode] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const inputs = { target: useRef<HTMLInputElement>(null), code: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const errors = { target: targetError, code: codeError, password: passwordError };
  const setError = { target: setTargetError, code: setCodeError, password: setPasswordError };

  useEffect(() => {
    if (!open) return;
    setValue(openingTarget());
    setCode('');
    setPassword('');
    for (const field of FIELDS) setError[field](null);
    // Only an opening resets the fields; the countdown ticking on does not.
  }, [open, target.initial]);

  const language = useLanguageSwitch(() => {
    for (const field of FIELDS) if (errors[field]) check(field);
  });

  const checks = {
    target: () => target.validate(value.trim(), language),
    code: () => rules.code(code, { language }),
    password: () => (withPassword ? rules.currentPassword(password, { language }) : null),
  };
  const check = (field: Field) => {
    const error = checks[field]();
    setError[field](error);
    return error;
  };
  /** Shows `message` at its field, which takes the focus. */
  const fail = (field: Field, message: string) => {
    setError[field](message);
    inputs[field].current?.focus();
  };
  /** Checks every field; the first that fails takes the focus. */
  const checkAll = () => {
    const failed = FIELDS.filter((field) => check(field) !== null);
    if (failed[0]) inputs[failed[0]].current?.focus();
    return failed.length === 0;
  };

  return { value, setValue, code, setCode, password, setPassword, errors, inputs, check, fail, checkAll };
}

/** The code dialog's state: its fields, the code's countdown and send, and the confirm. */
export function useCodeDialogForm({ open, target, countdown, withPassword = false, sendCode, submit }: CodeDialogProps) {
  const t = useText();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [seconds, timer] = useCountdown(COUNTDOWNS[countdown]);
  /** Where the running countdown's code went: reopening the dialog during it keeps that number. */
  const sentTo = useRef<string | null>(null);
  const fields = useCodeFields(open, target, withPassword, () => (seconds > 0 && sentTo.current !== null ? sentTo.current : target.initial));

  const onSend = async () => {
    if (seconds > 0 || sending) return;
    if (fields.check('target')) return fields.inputs.target.current?.focus();
    const to = fields.value.trim();
    setSending(true);
    timer.start();
    try {
      await sendCode(to);
      sentTo.current = to;
      toaster.create({ type: 'success', title: t('dialog.code.sent') });
      fields.inputs.code.current?.focus();
    } catch (error) {
      sentTo.current = null;
      timer.reset(); // spec 4: a failed code request resets the countdown to zero
      toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setSending(false);
    }
  };

  const onConfirm = async () => {
    if (submitting || !fields.checkAll()) return;
    setSubmitting(true);
    try {
      await submit(fields.value.trim(), fields.code.trim(), fields.password);
      // Done with this code: its countdown (and the number it went to) ends here.
      sentTo.current = null;
      timer.reset();
    } catch (error) {
      const field = isApiError(error) ? FIELD_OF_ERROR[error.code] : undefined;
      const shown = field === 'code' || (field === 'password' && withPassword) || (field === 'target' && target.editable);
      if (field && shown) fields.fail(field, failureMessage(error));
      else toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  return { ...fields, seconds, sending, submitting, onSend, onConfirm };
}

export type CodeForm = ReturnType<typeof useCodeDialogForm>;
