import { useState, type FormEvent } from 'react';
import { Button, CodeField, FormNotice, PasswordField, Stack, TextField, toaster, useAccessForm, useCodeButton } from '@portal/ui';
import {
  COUNTDOWN_SECONDS,
  SUCCESS_MESSAGE_DELAY_MS,
  failureMessage,
  formRules,
  loginPathFor,
  navigate,
  usePasswordStrategy,
  type CodeChannel,
} from '@portal/utils/internal';
import { requestResetCode, resetPassword } from './find-password.api';
import type { FindPasswordText } from './find-password.messages';

type Notice = { tone: 'error' | 'success'; text: string } | null;

interface FindPasswordFormProps {
  channel: CodeChannel;
  userType: 'MANAGER_USER' | 'CLIENT_USER';
  text: FindPasswordText;
}

/** One tab of find password (spec 2): phone (+86) or e-mail, code, new and confirm password, Done. */
export function FindPasswordForm({ channel, userType, text }: FindPasswordFormProps) {
  const strategy = usePasswordStrategy();
  const rules = channel === 'SMS' ? formRules.findPasswordByPhone : formRules.findPasswordByEmail;
  const id = (name: string) => `find-${channel.toLowerCase()}-${name}`;
  // Each field's input name (a prerendered page's typed values are read from them, docs/decisions/017).
  const INPUT = { loginName: channel === 'SMS' ? 'mobile' : 'email', verificeCode: 'code', newPwd: 'new', againPwd: 'again' };
  const form = useAccessForm({ loginName: '', verificeCode: '', newPwd: '', againPwd: '' }, rules, { strategy }, { inputName: (field) => id(INPUT[field]) });
  const code = useCodeButton(COUNTDOWN_SECONDS[channel]);
  const [notice, setNotice] = useState<Notice>(null);
  const [done, setDone] = useState(false);

  const onRequestCode = async () => {
    // Spec 5: the login name (phone or e-mail, by tab) is checked before a code is sent.
    if (!form.validate(['loginName'])) return;
    form.setError('verificeCode', undefined);
    try {
      await code.send(() => requestResetCode(form.values.loginName.trim(), channel, userType));
      toaster.create({ type: 'success', title: text.codeSent });
    } catch (error) {
      // Next to the button that asked for it.
      form.setError('verificeCode', failureMessage(error, text.failed));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (done) return;
    setNotice(null);
    try {
      const ran = await form.submit((v) => resetPassword({ ...v, verificeChannel: channel, loginUserType: userType }));
      if (!ran) return;
      setDone(true);
      setNotice({ tone: 'success', text: text.reset });
      window.setTimeout(() => navigate(loginPathFor(userType)), SUCCESS_MESSAGE_DELAY_MS);
    } catch (error) {
      setNotice({ tone: 'error', text: failureMessage(error, text.failed) });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <Stack gap="4">
        {channel === 'SMS' ? (
          <TextField
            name={id('mobile')}
            label={text.mobile}
            type="tel"
            value={form.values.loginName}
            onChange={form.update('loginName')}
            onBlur={form.blur('loginName')}
            error={form.errors.loginName}
            autoComplete="tel-national"
            maxLength={11}
            startAddon="+86"
            required
          />
        ) : (
          <TextField
            name={id('email')}
            label={text.email}
            type="email"
            value={form.values.loginName}
            onChange={form.update('loginName')}
            onBlur={form.blur('loginName')}
            error={form.errors.loginName}
            autoComplete="email"
            maxLength={64}
            required
          />
        )}
        <CodeField
          name={id('code')}
          label={text.code}
          value={form.values.verificeCode}
          onChange={form.update('verificeCode')}
          onBlur={form.blur('verificeCode')}
          error={form.errors.verificeCode}
          seconds={code.seconds}
          sending={code.sending}
          onRequestCode={onRequestCode}
          required
        />
        <PasswordField
          name={id('new')}
          label={text.newPwd}
          value={form.values.newPwd}
          onChange={form.update('newPwd')}
          onBlur={form.blur('newPwd')}
          error={form.errors.newPwd}
          autoComplete="new-password"
          strength
          requirements
          strategy={strategy}
          required
        />
        <PasswordField
          name={id('again')}
          label={text.againPwd}
          value={form.values.againPwd}
          onChange={form.update('againPwd')}
          onBlur={form.blur('againPwd')}
          error={form.errors.againPwd}
          autoComplete="new-password"
          required
        />
        {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
        <Button type="submit" colorPalette="brand" w="full" loading={form.busy} loadingText={text.doing} disabled={done}>
          {text.done}
        </Button>
      </Stack>
    </form>
  );
}
