import { useLayoutEffect, useState, type FormEvent } from 'react';
import {
  Button,
  CodeField,
  Flex,
  FormNotice,
  Link,
  LoginLayout,
  PasswordField,
  prerenderedInput,
  Stack,
  Text,
  TextField,
  useAccessForm,
  useAccessText,
  toaster,
  useCodeButton,
} from '@portal/ui';
import {
  COUNTDOWN_SECONDS,
  SUCCESS_MESSAGE_DELAY_MS,
  failureMessage,
  formRules,
  isApiError,
  navigate,
  queryParam,
  rules,
  useLanguageSwitch,
  usePasswordStrategy,
} from '@portal/utils/internal';
import { registrationRefs } from './register.rules';
import { AgreementField } from './agreement-field';
import { FIELD_OF_ERROR, registerTenant, requestRegisterCode, tenantNameTaken } from './register.api';
import { registerText } from './register.messages';

type Notice = { tone: 'error' | 'success'; text: string } | null;

const EMPTY = { tenantName: '', userName: '', mobile: '', verificeCode: '', email: '', password: '', confirmPassword: '' };

/** /register (spec 2, 4, 5, 8): self-registration of a tenant and its primary account. */
export function RegisterPage() {
  const language = useLanguageSwitch(() => {
    if (agreementError) setAgreementError(rules.agreement(agreed, { language }));
  });
  const text = registerText(language);
  const access = useAccessText();
  const strategy = usePasswordStrategy();
  const form = useAccessForm(EMPTY, formRules.register, { strategy }, { inputName: (name) => `register-${name}` });
  const code = useCodeButton(COUNTDOWN_SECONDS.register);
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  /** The name the server called taken: its '租户名称重复' stays until the name changes (a form check does not clear it). */
  const [takenName, setTakenName] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Prerendered at build time (docs/decisions/017) without a query: index.html shows it only for a route without one.
  const [refs] = useState(() => registrationRefs((name) => (typeof window === 'undefined' ? null : queryParam(window.location, name))));
  // Hydrating the prerendered page: the agreement ticked before the page's code ran is kept.
  const [prerenderedAgreement] = useState(() => prerenderedInput('register-agreement'));
  useLayoutEffect(() => {
    if (prerenderedAgreement?.checked) setAgreed(true);
  }, []);
  const { values } = form;
  const nameTaken = takenName !== null && takenName === values.tenantName.trim();
  const errors = { ...form.errors, tenantName: form.errors.tenantName ?? (nameTaken ? text.nameTaken : undefined) };

  const onTenantNameBlur = async () => {
    if (!form.validate(['tenantName'])) return;
    const name = values.tenantName.trim();
    try {
      // Spec 4: a duplicate tenant name shows '租户名称重复' (the server checks again on submit).
      setTakenName((await tenantNameTaken(name)) ? name : null);
    } catch {
      // The check is a courtesy; the register call gives the final answer.
    }
  };

  const onRequestCode = async () => {
    // Spec 5: the code button validates the phone first.
    if (!form.validate(['mobile'])) return;
    form.setError('verificeCode', undefined);
    try {
      await code.send(() => requestRegisterCode(values.mobile.trim()));
      toaster.create({ type: 'success', title: text.codeSent });
    } catch (error) {
      // Next to the button that asked for it, not above the submit button.
      form.setError('verificeCode', failureMessage(error, text.failed));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (done) return;
    setNotice(null);
    const agreement = rules.agreement(agreed, { language });
    setAgreementError(agreement);
    const refsProblem = rules.tenantRef(refs.pid, { language }) ?? rules.tenantRef(refs.parentTenantId, { language });
    // A name already known to be taken is not sent again (its message stays under the field).
    if (agreement || refsProblem || nameTaken) {
      form.validate();
      if (refsProblem) setNotice({ tone: 'error', text: refsProblem });
      return;
    }
    try {
      const ran = await form.submit(async (v) => {
        await registerTenant({ ...v, pid: refs.pid, parentTenantId: refs.parentTenantId, choices: true });
      });
      if (!ran) return;
      setDone(true);
      setNotice({ tone: 'success', text: text.success });
      window.setTimeout(() => navigate('/client-login'), SUCCESS_MESSAGE_DELAY_MS);
    } catch (error) {
      const message = failureMessage(error, text.failed);
      const field = isApiError(error) ? FIELD_OF_ERROR[error.code] : undefined;
      if (field === 'tenantName') setTakenName(values.tenantName.trim());
      if (field) form.setError(field, message);
      else setNotice({ tone: 'error', text: message });
    }
  };

  const field = (name: keyof typeof EMPTY) => ({
    name: `register-${name}`,
    value: values[name],
    onChange: form.update(name),
    onBlur: form.blur(name),
    error: errors[name],
    required: true,
  });

  return (
    <LoginLayout title={text.title} subtitle={text.subtitle}>
      <form onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        <Stack gap="4">
          <TextField {...field('tenantName')} label={text.tenantName} onBlur={onTenantNameBlur} autoComplete="organization" maxLength={32} />
          <TextField {...field('userName')} label={text.userName} autoComplete="username" maxLength={32} />
          <TextField {...field('mobile')} label={text.mobile} type="tel" autoComplete="tel-national" maxLength={11} startAddon="+86" />
          <CodeField {...field('verificeCode')} label={text.code} seconds={code.seconds} sending={code.sending} onRequestCode={onRequestCode} />
          {/* Longer than 32 is allowed in the box so the spec's '长度不能超过32位' can be said. */}
          <TextField {...field('email')} label={text.email} type="email" autoComplete="email" maxLength={64} />
          <PasswordField {...field('password')} label={text.password} autoComplete="new-password" strength requirements strategy={strategy} />
          <PasswordField {...field('confirmPassword')} label={text.confirmPassword} autoComplete="new-password" />
          <AgreementField
            checked={agreed}
            onChange={(checked) => {
              setAgreed(checked);
              if (agreementError) setAgreementError(rules.agreement(checked, { language }));
            }}
            error={agreementError}
            text={text}
          />
          {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
          <Button type="submit" colorPalette="brand" w="full" disabled={form.busy || done}>
            {form.busy ? text.submitting : text.submit}
          </Button>
          <Flex justify="center">
            <Text fontSize="sm">
              {text.haveAccount}{' '}
              <Link colorPalette="brand" href="#/client-login">
                {access.goLogin}
              </Link>
            </Text>
          </Flex>
        </Stack>
      </form>
    </LoginLayout>
  );
}
