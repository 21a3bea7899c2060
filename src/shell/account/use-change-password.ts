import { useEffect, useRef, useState } from 'react';
import { toaster, usePasswordStrength } from '@portal/ui';
import { failureMessage, holdBackgroundCalls, releaseBackgroundCalls, rules, signOut, useLanguageSwitch, type PasswordStrategy } from '@portal/utils/internal';
import { loadPasswordStrategy, updatePassword } from './account.api';
import { useAccountText } from './use-account-text';

/** Spec 8, 9: '修改密码成功', then logout after 1.5 s. */
const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 1500;

export type PasswordForm = { oldPwd: string; newPwd: string; againPwd: string };
type Errors = Partial<Record<keyof PasswordForm, string | null>>;
const EMPTY: PasswordForm = { oldPwd: '', newPwd: '', againPwd: '' };
const FIELDS: readonly (keyof PasswordForm)[] = ['oldPwd', 'newPwd', 'againPwd'];

/** The server's password strategy, read again on each opening, or why it could not be. */
function usePasswordStrategy(open: boolean) {
  const [strategy, setStrategy] = useState<PasswordStrategy | null>(null);
  const [strategyFailure, setStrategyFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!open) return;
    let alive = true;
    loadPasswordStrategy().then(
      (loaded) => alive && (setStrategy(loaded), setStrategyFailure(null)),
      (error) => alive && setStrategyFailure({ error }),
    );
    return () => {
      alive = false;
    };
  }, [open]);
  return { strategy, strategyFailure };
}

/**
 * The change password form: old, new and confirm, each checked when left and all on submit (by the
 * server's strategy, in the user's language); emptied on each opening. A change signs out.
 */
export function useChangePassword(open: boolean) {
  const t = useAccountText();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const strength = usePasswordStrength(form.newPwd, open);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const inputs = { oldPwd: useRef<HTMLInputElement>(null), newPwd: useRef<HTMLInputElement>(null), againPwd: useRef<HTMLInputElement>(null) };

  useEffect(() => {
    if (!open) return;
    setForm(EMPTY);
    setErrors({});
    setDone(false);
  }, [open]);
  const { strategy, strategyFailure } = usePasswordStrategy(open);

  const language = useLanguageSwitch(() => {
    setErrors((current) => {
      const next: Errors = {};
      for (const name of Object.keys(current) as (keyof PasswordForm)[]) next[name] = current[name] ? check(name, form) : current[name];
      return next;
    });
  });
  const check = (field: keyof PasswordForm, values: PasswordForm): string | null => {
    if (field === 'oldPwd') return rules.oldPassword(values.oldPwd, { language });
    if (field === 'newPwd') return rules.newPassword(values.newPwd, { strategy, oldPassword: values.oldPwd, language });
    return rules.confirmPassword(values.againPwd, { password: values.newPwd, language });
  };

  const onBlur = (field: keyof PasswordForm) => {
    if (form[field]) setErrors((e) => ({ ...e, [field]: check(field, form) }));
  };

  const submit = async () => {
    if (submitting || done) return;
    const next: Errors = { oldPwd: check('oldPwd', form), newPwd: check('newPwd', form), againPwd: check('againPwd', form) };
    setErrors(next);
    const failed = FIELDS.find((name) => next[name]);
    if (failed) return inputs[failed].current?.focus();
    setSubmitting(true);
    try {
      // Held from before the call: the server ends the sessions as it answers.
      holdBackgroundCalls(LOGOUT_AFTER_PASSWORD_CHANGE_MS + 5_000);
      await updatePassword(form);
      setDone(true);
      toaster.create({ type: 'success', title: t('password.done'), duration: LOGOUT_AFTER_PASSWORD_CHANGE_MS });
      setTimeout(() => void signOut(), LOGOUT_AFTER_PASSWORD_CHANGE_MS);
    } catch (error) {
      releaseBackgroundCalls();
      toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const setField = (name: keyof PasswordForm, value: string) => setForm((f) => ({ ...f, [name]: value }));
  return { form, errors, strength, strategy, strategyFailure, submitting, done, inputs, language, onBlur, submit, setField };
}

export type ChangePassword = ReturnType<typeof useChangePassword>;
