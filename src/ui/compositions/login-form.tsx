import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Button } from '../form/button';
import { Checkbox } from '../form/checkbox';
import {
  COUNTDOWN_SECONDS,
  buildLoginPayload,
  canSubmitLogin,
  codeChannelsFor,
  colon,
  failureMessage,
  formRules,
  isApiError,
  subAccountHintOf,
  useLanguageSwitch,
  validateField,
  queryParam,
  sessionEndReasonOf,
  type CodeChannel,
  type LoginFormState,
  type SecurityMode,
  type SignInActions,
  type SubAccountNames,
} from '@portal/utils/internal';
import { CodeField, FormNotice, PasswordField, TextField } from './access-fields';
import { useCodeButton } from './use-code-button';
import { accessText } from './access.messages';
import { prerenderedInput } from '../parcel/prerendered';

export interface LoginFormProps {
  side: 'manager' | 'client';
  /** What signing in does (`signInActions(side)` of `@portal/utils`): the form calls no API itself. */
  actions: SignInActions;
  /** Client login only: which tab the form belongs to. */
  accountType?: 'PRIMARY_ACCOUNT' | 'SUB_ACCOUNT';
  /** Links shown under the button (find password, register, …). */
  footer?: ReactNode;
  /**
   * Primary tab: a refused sign-in under a name of the user-name form hints at the sub-account tab
   * with a button that calls this with what was typed (`subAccountHintOf`).
   */
  onUseSubAccount?(names: SubAccountNames & { pwd: string }): void;
  /** Sub-account tab: names (and password) carried over from the primary tab; each new object fills the fields once. */
  prefill?: (SubAccountNames & { pwd: string }) | null;
}

type Field = 'loginName' | 'pwd' | 'verificeCode' | 'priLoginName';
type Errors = Partial<Record<Field, string>>;

/** Shown only when index.html says the login security mode asks for a code ('one' or 'two' channels). */
const CODE_SLOT = { display: 'none', '[data-login-code="one"] &, [data-login-code="two"] &': { display: 'block' } } as const;
/** The channel choice of a mode with two channels. */
const CHANNEL_SLOT = { display: 'none', '[data-login-code="two"] &': { display: 'flex' } } as const;

/**
 * The sign-in form of manager and client login (spec 2, 4): fields per login security mode,
 * per-channel code countdowns, the login button enabled only when the required fields are
 * filled, one login at a time, then the spec 3 storage keys and the next page.
 */
export function LoginForm({ side, actions, accountType, footer, onUseSubAccount, prefill }: LoginFormProps) {
  const language = useLanguageSwitch(() => {
    setErrors((prev) => {
      const next = { ...prev };
      for (const field of Object.keys(prev) as Field[]) if (prev[field]) next[field] = checkField(field, form[field]);
      return next;
    });
  });
  const text = accessText(language);
  const sub = accountType === 'SUB_ACCOUNT';
  const fieldId = (name: string) => `${side}-${accountType ?? 'form'}-${name}`;
  const [remembered] = useState(() => actions.rememberedNames(accountType));
  // Hydrating a prerendered page (docs/decisions/017): what the user typed before the code ran.
  const [typed] = useState(() => (name: string, fallback: string) => prerenderedInput(fieldId(name))?.value ?? fallback);
  const [form, setForm] = useState<LoginFormState>(() => ({
    loginName: typed('loginName', remembered.loginName),
    pwd: typed('pwd', ''),
    verificeCode: '',
    priLoginName: typed('priLoginName', remembered.priLoginName),
    accountType,
  }));
  const [remember, setRemember] = useState(
    () => prerenderedInput(fieldId('loginName'))?.form?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? remembered.remembered,
  );
  // Typed while hydration ran (after the first state was read): the field shows it, so the state takes it.
  const [hydrating] = useState(() => prerenderedInput(fieldId('loginName')) !== null);
  useEffect(() => {
    if (!hydrating) return;
    for (const field of ['loginName', 'pwd', 'priLoginName'] as const) {
      const value = document.querySelector<HTMLInputElement>(`input[name="${fieldId(field)}"]`)?.value;
      if (value !== undefined) setForm((f) => (f[field] === value || (field === 'priLoginName' && !sub) ? f : { ...f, [field]: value }));
    }
  }, []);
  const [errors, setErrors] = useState<Errors>({});
  const [mode, setMode] = useState<SecurityMode | null>(null);
  // Why the login security mode could not be loaded (the API client's message), or null.
  const [modeFailed, setModeFailed] = useState<string | null>(null);
  const [channel, setChannel] = useState<CodeChannel>('SMS');
  // Spec 4: SMS and e-mail count down separately (60 s and 180 s).
  const codeButtons = { SMS: useCodeButton(COUNTDOWN_SECONDS.SMS), EMAIL: useCodeButton(COUNTDOWN_SECONDS.EMAIL) };
  const [inFlight, setInFlight] = useState(false);
  const inFlightRef = useRef(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string; subAccount?: SubAccountNames } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!prefill) return;
    setForm((f) => ({ ...f, loginName: prefill.loginName, priLoginName: prefill.priLoginName ?? f.priLoginName, pwd: prefill.pwd }));
    setErrors({});
    setNotice(null);
    // The tab's first field still empty (the primary account's name), else the password: focus stays in the form.
    requestAnimationFrame(() => {
      const inputs = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input:not([type="checkbox"])') ?? [])];
      (inputs.find((input) => input.value === '') ?? inputs[0])?.focus();
    });
  }, [prefill]);
  // Opened because the session ended under the user (`?reason=`): say why, and that the sign-in returns them.
  const [ended] = useState(() => (typeof window === 'undefined' ? null : sessionEndReasonOf(queryParam(window.location, 'reason'))));
  const returns = typeof window !== 'undefined' && !!queryParam(window.location, 'callback');

  const channels = codeChannelsFor(mode);
  const needsCode = mode !== null && channels.length > 0;

  const fetchMode = () => {
    setModeFailed(null);
    actions.loadSecurityMode().then(
      (value) => {
        setMode(value);
        setChannel(codeChannelsFor(value)[0] ?? 'SMS');
      },
      (error: unknown) => setModeFailed(failureMessage(error, '')),
    );
  };
  useEffect(fetchMode, []);

  const fieldRules = sub ? formRules.subLogin : formRules.login;
  const checkField = (field: Field, value: string | undefined): string | undefined =>
    validateField({ ...form, [field]: value }, field, fieldRules, { language }) ?? undefined;
  const fieldsInUse: Field[] = [...(sub ? (['priLoginName'] as Field[]) : []), 'loginName', 'pwd', ...(needsCode ? (['verificeCode'] as Field[]) : [])];
  const validate = (fields: Field[]): boolean => {
    const found: Errors = {};
    for (const field of fields) {
      const message = checkField(field, form[field]);
      if (message) found[field] = message;
    }
    setErrors((prev) => {
      const next = { ...prev };
      for (const field of fields) next[field] = found[field];
      return next;
    });
    return Object.keys(found).length === 0;
  };

  const update = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: checkField(field, value) }));
  };
  const blur = (field: Field) => () => validate([field]);

  const codeButton = codeButtons[channel];
  const seconds = codeButton.seconds;

  const onRequestCode = async () => {
    if (codeButton.disabled || mode === null) return;
    // The server checks the password before it sends a code (scope LOGIN).
    if (!validate([...(sub ? (['priLoginName'] as Field[]) : []), 'loginName', 'pwd'])) return;
    setNotice(null);
    try {
      await codeButton.send(() => actions.requestCode(buildLoginPayload(form, mode, channel), channel));
      setNotice({ tone: 'success', text: text.codeSent });
    } catch (error) {
      setNotice({ tone: 'error', text: failureMessage(error, text.codeFailed) });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlightRef.current || mode === null) return;
    if (!validate(fieldsInUse)) return;
    inFlightRef.current = true;
    setInFlight(true);
    setNotice(null);
    try {
      const result = await actions.signIn(buildLoginPayload(form, mode, channel));
      codeButtons.SMS.reset();
      codeButtons.EMAIL.reset();
      await actions.finishSignIn(result, { form, remember });
    } catch (error) {
      // Everything typed stays; only the message changes. LOGIN_FAILED is the one answer for every
      // refused name, so the hint depends on what was typed alone and reveals no account.
      const subAccount = onUseSubAccount && isApiError(error) && error.code === 'LOGIN_FAILED' ? subAccountHintOf(form.loginName) : null;
      setNotice({ tone: 'error', text: failureMessage(error, text.failed), subAccount: subAccount ?? undefined });
      inFlightRef.current = false;
      setInFlight(false);
    }
  };

  const enabled = canSubmitLogin(form, mode, inFlight);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={inFlight}>
      <Stack gap="4">
        {ended ? (
          <FormNotice tone="info">
            {ended === 'revoked' ? text.sessionRevoked : text.sessionExpired}
            {returns ? ` ${text.sessionReturn}` : ''}
          </FormNotice>
        ) : null}
        {sub ? (
          <TextField
            name={fieldId('priLoginName')}
            label={text.priLoginName}
            value={form.priLoginName ?? ''}
            onChange={update('priLoginName')}
            onBlur={blur('priLoginName')}
            error={errors.priLoginName}
            autoComplete="organization"
            maxLength={64}
            required
          />
        ) : null}
        <TextField
          name={fieldId('loginName')}
          label={text.loginName}
          value={form.loginName}
          onChange={update('loginName')}
          onBlur={blur('loginName')}
          error={errors.loginName}
          autoComplete="username"
          maxLength={64}
          required
        />
        <PasswordField
          name={fieldId('pwd')}
          label={text.password}
          value={form.pwd}
          onChange={update('pwd')}
          onBlur={blur('pwd')}
          error={errors.pwd}
          autoComplete="current-password"
          required
        />
        {mode === null ? (
          // The mode is not known yet (the page may be prerendered, docs/decisions/017): the space of
          // its code fields is kept from the first paint, as index.html's <html data-login-code> says
          // (the server writes it per response), so they appear without moving what is below.
          <Box data-code-slot aria-hidden="true" inert css={CODE_SLOT}>
            <Stack gap="4">
              <Flex gap="2" align="center" wrap="wrap" css={CHANNEL_SLOT}>
                <Text fontSize="sm" color="gray.600">
                  {text.channel}
                </Text>
                <Button type="button" size="xs" colorPalette="brand" variant="solid" tabIndex={-1}>
                  {text.channelSms}
                </Button>
                <Button type="button" size="xs" colorPalette="brand" variant="outline" tabIndex={-1}>
                  {text.channelEmail}
                </Button>
              </Flex>
              <CodeField
                name={fieldId('code-slot')}
                label={text.code}
                value=""
                onChange={() => undefined}
                seconds={0}
                sending={false}
                onRequestCode={() => undefined}
                required
              />
            </Stack>
          </Box>
        ) : null}
        {needsCode && channels.length > 1 ? (
          <Flex role="radiogroup" aria-label={text.channel} gap="2" align="center" wrap="wrap">
            <Text fontSize="sm" color="gray.600">
              {text.channel}
            </Text>
            {channels.map((c) => (
              <Button
                key={c}
                type="button"
                size="xs"
                role="radio"
                aria-checked={channel === c}
                colorPalette="brand"
                variant={channel === c ? 'solid' : 'outline'}
                onClick={() => setChannel(c)}
              >
                {c === 'SMS' ? text.channelSms : text.channelEmail}
              </Button>
            ))}
          </Flex>
        ) : null}
        {needsCode ? (
          <CodeField
            name={fieldId('verificeCode')}
            label={channels.length > 1 ? (channel === 'SMS' ? text.channelSms : text.channelEmail) : text.code}
            value={form.verificeCode}
            onChange={update('verificeCode')}
            onBlur={blur('verificeCode')}
            error={errors.verificeCode}
            seconds={seconds}
            sending={codeButton.sending}
            onRequestCode={onRequestCode}
            required
          />
        ) : null}
        {sub ? (
          <Text fontSize="sm" color="gray.600">
            {text.subAccountHint}
          </Text>
        ) : (
          <Checkbox checked={remember} onCheckedChange={setRemember}>
            {text.remember}
          </Checkbox>
        )}
        {modeFailed !== null ? (
          <FormNotice tone="error">
            {modeFailed ? colon(text.modeFailed, modeFailed) : text.modeFailed}{' '}
            <Button type="button" size="xs" variant="outline" onClick={fetchMode}>
              {text.retry}
            </Button>
          </FormNotice>
        ) : null}
        {notice ? (
          <FormNotice tone={notice.tone}>
            {notice.text}
            {notice.subAccount && onUseSubAccount ? (
              <Text as="span" display="block" mt="1" data-sub-account-hint>
                {text.subAccountTabHint}{' '}
                <Button
                  type="button"
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => onUseSubAccount({ ...notice.subAccount!, pwd: form.pwd })}
                >
                  {text.useSubAccountTab}
                </Button>
              </Text>
            ) : null}
          </FormNotice>
        ) : null}
        <Button type="submit" colorPalette="brand" w="full" disabled={!enabled} loading={inFlight} loadingText={text.submitting}>
          {text.submit}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
