import { useState, type FormEvent } from 'react';
import { Button, CodeField, FormNotice, PasswordField, requestFormCode, Stack, TextField, useAccessForm, useCodeButton } from '@portal/ui';
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

/** The login name's field by tab: an 11-digit phone (+86) or an e-mail. */
const LOGIN_NAME = {
  SMS: { type: 'tel', autoComplete: 'tel-national', maxLength: 11, startAddon: '+86' },
  EMAIL: { type: 'email', autoComplete: 'email', maxLength: 64 },
} as const;

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

  // Spec 5: the login name (phone or e-mail, by tab) is checked before a code is sent.
  const onRequestCode = () => requestFormCode(form, 'loginName', code, () => requestResetCode(form.values.loginName.trim(), channel, userType), text);

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

  const field = (name: keyof typeof INPUT) => ({
    name: id(INPUT[name]),
    ...form.field(name),
    required: true,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <Stack gap="4">
        <TextField {...field('loginName')} label={channel === 'SMS' ? text.mobile : text.email} {...LOGIN_NAME[channel]} />
        <CodeField {...field('verificeCode')} label={text.code} seconds={code.seconds} sending={code.sending} onRequestCode={onRequestCode} />
        <PasswordField {...field('newPwd')} label={text.newPwd} autoComplete="new-password" strength requirements strategy={strategy} />
        <PasswordField {...field('againPwd')} label={text.againPwd} autoComplete="new-password" />
        {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
        <Button type="submit" colorPalette="brand" w="full" loading={form.busy} loadingText={text.doing} disabled={done}>
          {text.done}
        </Button>
      </Stack>
    </form>
  );
}
