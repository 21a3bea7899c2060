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
  requestFormCode,
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
  type Language,
} from '@portal/utils/internal';
import { registrationRefs } from './register.rules';
import { AgreementField } from './agreement-field';
import { FIELD_OF_ERROR, registerTenant, requestRegisterCode, tenantNameTaken } from './register.api';
import { registerText, type RegisterText } from './register.messages';

type Notice = { tone: 'error' | 'success'; text: string } | null;

const EMPTY = { tenantName: '', userName: '', mobile: '', verificeCode: '', email: '', password: '', confirmPassword: '' };

/**
 * The agreement's box and its message, rechecked when ticked or when the language changes once it
 * has one. Hydrating the prerendered page: a box ticked before the page's code ran stays ticked.
 */
function useAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [prerendered] = useState(() => prerenderedInput('register-agreement'));
  useLayoutEffect(() => {
    if (prerendered?.checked) setAgreed(true);
  }, []);
  const check = (checked: boolean, language: Language) => {
    const problem = rules.agreement(checked, { language });
    setError(problem);
    return problem;
  };
  return {
    agreed,
    error,
    check: (language: Language) => check(agreed, language),
    recheck: (language: Language) => void (error && check(agreed, language)),
    change: (checked: boolean, language: Language) => {
      setAgreed(checked);
      if (error) check(checked, language);
    },
  };
}

/** Spec 4: a duplicate tenant name shows '租户名称重复' when the field is left (the server checks again on submit). */
function useTenantNameCheck(form: { values: { tenantName: string }; validate: (fields: 'tenantName'[]) => boolean }) {
  /** The name the server called taken: its '租户名称重复' stays until the name changes (a form check does not clear it). */
  const [takenName, setTakenName] = useState<string | null>(null);
  const nameTaken = takenName !== null && takenName === form.values.tenantName.trim();
  const onTenantNameBlur = async () => {
    if (!form.validate(['tenantName'])) return;
    const name = form.values.tenantName.trim();
    try {
      setTakenName((await tenantNameTaken(name)) ? name : null);
    } catch {
      // The check is a courtesy; the register call gives the final answer.
    }
  };
  return { nameTaken, setTakenName, onTenantNameBlur };
}

/** 已有账号？ and the way to the client login. */
function HaveAccount({ text }: { text: RegisterText }) {
  const access = useAccessText();
  return (
    <Flex justify="center">
      <Text fontSize="sm">
        {text.haveAccount}{' '}
        <Link colorPalette="brand" href="#/client-login">
          {access.goLogin}
        </Link>
      </Text>
    </Flex>
  );
}

/** /register (spec 2, 4, 5, 8): self-registration of a tenant and its primary account. */
export function RegisterPage() {
  const language = useLanguageSwitch(() => agreement.recheck(language));
  const text = registerText(language);
  const strategy = usePasswordStrategy();
  const form = useAccessForm(EMPTY, formRules.register, { strategy }, { inputName: (name) => `register-${name}` });
  const code = useCodeButton(COUNTDOWN_SECONDS.register);
  const agreement = useAgreement();
  const [notice, setNotice] = useState<Notice>(null);
  const [done, setDone] = useState(false);
  // Prerendered at build time (docs/decisions/017) without a query: index.html shows it only for a route without one.
  const [refs] = useState(() => registrationRefs((name) => (typeof window === 'undefined' ? null : queryParam(window.location, name))));
  const { values } = form;
  const { nameTaken, setTakenName, onTenantNameBlur } = useTenantNameCheck(form);
  const errors = { ...form.errors, tenantName: form.errors.tenantName ?? (nameTaken ? text.nameTaken : undefined) };

  // Spec 5: the code button validates the phone first.
  const onRequestCode = () => requestFormCode(form, 'mobile', code, () => requestRegisterCode(values.mobile.trim()), text);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (done) return;
    setNotice(null);
    const agreementProblem = agreement.check(language);
    const refsProblem = rules.tenantRef(refs.pid, { language }) ?? rules.tenantRef(refs.parentTenantId, { language });
    // A name already known to be taken is not sent again (its message stays under the field).
    if (agreementProblem || refsProblem || nameTaken) {
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
          <AgreementField checked={agreement.agreed} onChange={(checked) => agreement.change(checked, language)} error={agreement.error} text={text} />
          {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
          <Button type="submit" colorPalette="brand" w="full" disabled={form.busy || done}>
            {form.busy ? text.submitting : text.submit}
          </Button>
          <HaveAccount text={text} />
        </Stack>
      </form>
    </LoginLayout>
  );
}
