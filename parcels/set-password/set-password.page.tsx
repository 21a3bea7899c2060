import { useState, type FormEvent } from 'react';
import { Button, Flex, FormNotice, Link, LoginLayout, PasswordField, Stack, useAccessForm, useAccessText } from '@portal/ui';
import {
  SUCCESS_MESSAGE_DELAY_MS,
  call,
  formRules,
  failureMessage,
  languageAtom,
  loginPathAfterSetPassword,
  navigate,
  queryParam,
  useAtomValue,
  usePasswordStrategy,
} from '@portal/utils/internal';
import { iamRoutes } from '../../contract/iam.routes';
import { setPasswordText } from './set-password.messages';

type Notice = { tone: 'error' | 'success'; text: string } | null;

type Text = ReturnType<typeof setPasswordText>;

/** The key (URI-decoded; null when missing or malformed) and the account type from the link. */
function readLinkParams(): { key: string | null; type: string | null } {
  const raw = queryParam(window.location, 'key');
  let key: string | null = null;
  try {
    key = raw ? decodeURIComponent(raw) : null;
  } catch {
    key = null;
  }
  return { key, type: queryParam(window.location, 'type') };
}

/** The two password fields, their notice, and a submit that sets the password once and goes to the login page. */
function useSetPasswordForm(text: Text, key: string | null, loginPath: string, strategy: ReturnType<typeof usePasswordStrategy>) {
  const form = useAccessForm({ password: '', confirmPassword: '' }, formRules.setPassword, { strategy });
  const [notice, setNotice] = useState<Notice>(key ? null : { tone: 'error', text: text.noKey });
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!key || done) return;
    setNotice(null);
    try {
      const ran = await form.submit(async (v) => {
        await call(iamRoutes.initPassword, { body: { ...v, key } });
      });
      if (!ran) return;
      setDone(true);
      setNotice({ tone: 'success', text: text.success });
      window.setTimeout(() => navigate(loginPath), SUCCESS_MESSAGE_DELAY_MS);
    } catch (error) {
      setNotice({ tone: 'error', text: failureMessage(error, text.failed) });
    }
  };
  return { form, notice, done, onSubmit };
}

/** /set-password?key=…&type=… (spec 2): first-time password with the key from the link. */
export function SetPasswordPage() {
  const text = setPasswordText(useAtomValue(languageAtom));
  const access = useAccessText();
  const strategy = usePasswordStrategy();
  const [{ key, type }] = useState(readLinkParams);
  const loginPath = loginPathAfterSetPassword(type);
  const { form, notice, done, onSubmit } = useSetPasswordForm(text, key, loginPath, strategy);

  return (
    <LoginLayout title={text.title}>
      <form onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        <Stack gap="4">
          <PasswordField
            name="set-password"
            label={text.password}
            {...form.field('password')}
            autoComplete="new-password"
            strength
            requirements
            strategy={strategy}
            required
          />
          <PasswordField name="set-password-confirm" label={text.confirmPassword} {...form.field('confirmPassword')} autoComplete="new-password" required />
          {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
          <Button type="submit" colorPalette="brand" w="full" loading={form.busy} loadingText={text.submitting} disabled={!key || done}>
            {text.submit}
          </Button>
          <Flex justify="center">
            <Link colorPalette="brand" fontSize="sm" href={`#${loginPath}`}>
              {access.backToLogin}
            </Link>
          </Flex>
        </Stack>
      </form>
    </LoginLayout>
  );
}
