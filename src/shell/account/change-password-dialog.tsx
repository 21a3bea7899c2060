import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, FormField, HStack, PasswordInput, PasswordRules, PortalDialog, Stack, Text, toaster, usePasswordStrength } from '@portal/ui';
import {
  failureMessage,
  holdBackgroundCalls,
  releaseBackgroundCalls,
  rules,
  signOut,
  t as portalT,
  useLanguageSwitch,
  type PasswordStrategy,
} from '@portal/utils/internal';
import { loadPasswordStrategy, updatePassword } from './account.api';
import { useAccountText } from './use-account-text';

/** Spec 8, 9: '修改密码成功', then logout after 1.5 s. */
const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 1500;

type Form = { oldPwd: string; newPwd: string; againPwd: string };
type Errors = Partial<Record<keyof Form, string | null>>;
const EMPTY: Form = { oldPwd: '', newPwd: '', againPwd: '' };

/** The change password dialog (spec 2, 5, 8): old, new and confirm, checked by the server's strategy. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAccountText();
  const formId = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const strength = usePasswordStrength(form.newPwd, open);
  const [strategy, setStrategy] = useState<PasswordStrategy | null>(null);
  const [strategyFailure, setStrategyFailure] = useState<{ error: unknown } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const oldInput = useRef<HTMLInputElement>(null);
  const newInput = useRef<HTMLInputElement>(null);
  const againInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setForm(EMPTY);
    setErrors({});
    setDone(false);
    let alive = true;
    loadPasswordStrategy().then(
      (loaded) => alive && (setStrategy(loaded), setStrategyFailure(null)),
      (error) => alive && setStrategyFailure({ error }),
    );
    return () => {
      alive = false;
    };
  }, [open]);

  const language = useLanguageSwitch(() => {
    setErrors((current) => {
      const next: Errors = {};
      for (const name of Object.keys(current) as (keyof Form)[]) next[name] = current[name] ? check(name, form) : current[name];
      return next;
    });
  });
  const check = (field: keyof Form, values: Form): string | null => {
    if (field === 'oldPwd') return rules.oldPassword(values.oldPwd, { language });
    if (field === 'newPwd') return rules.newPassword(values.newPwd, { strategy, oldPassword: values.oldPwd, language });
    return rules.confirmPassword(values.againPwd, { password: values.newPwd, language });
  };

  const onBlur = (field: keyof Form) => {
    if (form[field]) setErrors((e) => ({ ...e, [field]: check(field, form) }));
  };

  const submit = async () => {
    if (submitting || done) return;
    const next: Errors = { oldPwd: check('oldPwd', form), newPwd: check('newPwd', form), againPwd: check('againPwd', form) };
    setErrors(next);
    if (next.oldPwd) return oldInput.current?.focus();
    if (next.newPwd) return newInput.current?.focus();
    if (next.againPwd) return againInput.current?.focus();
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

  const field = (name: keyof Form, label: string, ref: React.RefObject<HTMLInputElement | null>, autoComplete: string) => (
    <FormField
      label={label}
      required
      error={errors[name]}
      helperText={name === 'newPwd' && strength ? <span data-password-strength={strength.strong ? 'ok' : 'weak'}>{strength.text}</span> : undefined}
    >
      <PasswordInput
        ref={ref}
        name={name}
        value={form[name]}
        maxLength={32}
        autoComplete={autoComplete}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [name]: e.target.value }))}
        onBlur={() => onBlur(name)}
      />
    </FormField>
  );

  const footer = (
    <HStack gap="3">
      <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
        {t('password.cancel')}
      </Button>
      <Button type="submit" form={formId} colorPalette="brand" loading={submitting} disabled={submitting || done}>
        {t('password.submit')}
      </Button>
    </HStack>
  );

  return (
    <PortalDialog open={open} onClose={onClose} title={t('password.title')} size="mini" footer={footer}>
      <form
        id={formId}
        noValidate
        data-testid="change-password-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          {strategyFailure ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {portalT('common.colon', { label: t('password.strategyFailed'), value: failureMessage(strategyFailure.error, undefined, language) })}
            </Text>
          ) : null}
          {field('oldPwd', t('password.old'), oldInput, 'current-password')}
          <Box>
            {field('newPwd', t('password.new'), newInput, 'new-password')}
            <PasswordRules value={form.newPwd} strategy={strategy} />
          </Box>
          {field('againPwd', t('password.confirm'), againInput, 'new-password')}
        </Stack>
      </form>
    </PortalDialog>
  );
}
