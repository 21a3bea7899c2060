import { useId } from 'react';
import { Box, Button, FormField, HStack, PasswordInput, PasswordRules, PortalDialog, Stack, Text } from '@portal/ui';
import { failureMessage, t as portalT } from '@portal/utils/internal';
import { useChangePassword, type ChangePassword, type PasswordForm } from './use-change-password';
import { useAccountText } from './use-account-text';

/** The change password dialog (spec 2, 5, 8): old, new and confirm, checked by the server's strategy. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAccountText();
  const formId = useId();
  const state = useChangePassword(open);
  const { form, strategy, strategyFailure, submitting, done, language } = state;

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
          void state.submit();
        }}
      >
        <Stack gap="4">
          {strategyFailure ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {portalT('common.colon', { label: t('password.strategyFailed'), value: failureMessage(strategyFailure.error, undefined, language) })}
            </Text>
          ) : null}
          <PasswordEntry state={state} name="oldPwd" label={t('password.old')} autoComplete="current-password" />
          <Box>
            <PasswordEntry state={state} name="newPwd" label={t('password.new')} autoComplete="new-password" />
            <PasswordRules value={form.newPwd} strategy={strategy} />
          </Box>
          <PasswordEntry state={state} name="againPwd" label={t('password.confirm')} autoComplete="new-password" />
        </Stack>
      </form>
    </PortalDialog>
  );
}

/** One of the three password fields; the new one says how strong it is. */
function PasswordEntry({ state, name, label, autoComplete }: { state: ChangePassword; name: keyof PasswordForm; label: string; autoComplete: string }) {
  const { strength } = state;
  return (
    <FormField
      label={label}
      required
      error={state.errors[name]}
      helperText={name === 'newPwd' && strength ? <span data-password-strength={strength.strong ? 'ok' : 'weak'}>{strength.text}</span> : undefined}
    >
      <PasswordInput
        ref={state.inputs[name]}
        name={name}
        value={state.form[name]}
        maxLength={32}
        autoComplete={autoComplete}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => state.setField(name, e.target.value)}
        onBlur={() => state.onBlur(name)}
      />
    </FormField>
  );
}
