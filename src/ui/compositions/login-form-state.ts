import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  COUNTDOWN_SECONDS,
  buildLoginPayload,
  codeChannelsFor,
  failureMessage,
  formRules,
  isApiError,
  subAccountHintOf,
  useLanguageSwitch,
  validateField,
  type CodeChannel,
  type LoginFormState,
  type SecurityMode,
  type SignInActions,
  type SubAccountNames,
} from '@portal/utils/internal';
import { useCodeButton } from './use-code-button';
import type { AccessText } from './access.messages';
import { prerenderedInput } from '../parcel/prerendered';

/**
 * The sign-in form's state, in the pieces `LoginForm` composes: the values (taken from a
 * prerendered page while hydrating, docs/decisions/017), the login security mode, the field
 * checks, a press that came before the form could take it, and the submit with its notice.
 */

export type LoginField = 'loginName' | 'pwd' | 'verificeCode' | 'priLoginName';
type Errors = Partial<Record<LoginField, string>>;
/** What the form says after a request: a failure (with the sub-account hint's names) or that a code was sent. */
export interface LoginNotice {
  tone: 'error' | 'success';
  text: string;
  subAccount?: SubAccountNames;
}
type AccountType = LoginFormState['accountType'];

/**
 * The values and the remember tick. Hydrating a prerendered page, the first state is what the
 * fields hold (typed before the code ran, or filled from storage by index.html's script); what is
 * typed while hydration runs is taken after it (the field shows it, so the state takes it).
 */
export function useLoginValues(fieldId: (name: string) => string, actions: SignInActions, accountType: AccountType) {
  const [remembered] = useState(() => actions.rememberedNames(accountType));
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
  const [hydrating] = useState(() => prerenderedInput(fieldId('loginName')) !== null);
  useEffect(() => {
    if (!hydrating) return;
    for (const field of ['loginName', 'pwd', 'priLoginName'] as const) {
      const value = document.querySelector<HTMLInputElement>(`input[name="${fieldId(field)}"]`)?.value;
      const kept = (f: LoginFormState) => f[field] === value || (field === 'priLoginName' && accountType !== 'SUB_ACCOUNT');
      if (value !== undefined) setForm((f) => (kept(f) ? f : { ...f, [field]: value }));
    }
  }, []);
  return { form, setForm, remember, setRemember };
}

/** The login security mode (which code channels the form shows), why it could not be loaded, and the chosen channel. */
export function useSecurityMode(actions: SignInActions) {
  const [mode, setMode] = useState<SecurityMode | null>(null);
  // Why the login security mode could not be loaded (the API client's message), or null.
  const [modeFailed, setModeFailed] = useState<string | null>(null);
  const [channel, setChannel] = useState<CodeChannel>('SMS');
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
  return { mode, modeFailed, channel, setChannel, fetchMode };
}

/** The messages under the fields: checked on blur and on submit, refreshed as a field is corrected and on a language switch. */
export function useLoginChecks(form: LoginFormState, setForm: (next: (f: LoginFormState) => LoginFormState) => void) {
  const [errors, setErrors] = useState<Errors>({});
  const language = useLanguageSwitch(() => {
    setErrors((prev) => {
      const next = { ...prev };
      for (const field of Object.keys(prev) as LoginField[]) if (prev[field]) next[field] = checkField(field, form[field]);
      return next;
    });
  });
  const fieldRules = form.accountType === 'SUB_ACCOUNT' ? formRules.subLogin : formRules.login;
  const checkField = (field: LoginField, value: string | undefined): string | undefined =>
    validateField({ ...form, [field]: value }, field, fieldRules, { language }) ?? undefined;
  const validate = (fields: LoginField[]): boolean => {
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
  const update = (field: LoginField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: checkField(field, value) }));
  };
  const blur = (field: LoginField) => () => validate([field]);
  return { language, errors, setErrors, validate, update, blur };
}

/**
 * Whether Enter or the login button was pressed in this form (the fields named `fieldId(…)`)
 * before it was hydrated: index.html's script notes the field on the prerendered page.
 */
export function pressedBeforeHydration(fieldId: (name: string) => string): boolean {
  const page = prerenderedInput(fieldId('loginName'))?.closest<HTMLElement>('[data-prerendered]');
  return page?.dataset.pendingSubmit?.startsWith(fieldId('')) ?? false;
}

/**
 * A press of Enter or of the login button before the form could take it (before hydration, or
 * while the login security mode loads, when the button is still disabled): carried out once, as a
 * submit of the live form, when the mode is known, if the form then takes a submit (its button
 * enabled); else dropped, and nothing typed is lost. Never a native submit. Returns the note of a
 * press.
 */
export function usePendingSubmit(formRef: RefObject<HTMLFormElement | null>, pressedBefore: () => boolean, ready: boolean, enabled: boolean) {
  const [pending, setPending] = useState(pressedBefore);
  useEffect(() => {
    if (!pending || !ready) return;
    setPending(false);
    if (enabled) formRef.current?.requestSubmit();
  }, [pending, ready]);
  return () => setPending(true);
}

interface SubmitInputs {
  actions: SignInActions;
  form: LoginFormState;
  mode: SecurityMode | null;
  channel: CodeChannel;
  remember: boolean;
  text: AccessText;
  /** Checks the fields, shows their messages; true when all pass. */
  validate(fields: LoginField[]): boolean;
  /** The fields the form shows now (a code field only when the mode asks for one). */
  fieldsInUse: LoginField[];
  onUseSubAccount?: unknown;
}

/**
 * Sending a code and signing in: per-channel countdowns (spec 4: SMS and e-mail count down
 * separately, 60 s and 180 s), one login at a time, the notice of the last request. Everything
 * typed stays after a failure; only the message changes.
 */
export function useLoginSubmit({ actions, form, mode, channel, remember, text, validate, fieldsInUse, onUseSubAccount }: SubmitInputs) {
  const codeButtons = { SMS: useCodeButton(COUNTDOWN_SECONDS.SMS), EMAIL: useCodeButton(COUNTDOWN_SECONDS.EMAIL) };
  const codeButton = codeButtons[channel];
  const [inFlight, setInFlight] = useState(false);
  const inFlightRef = useRef(false);
  const [notice, setNotice] = useState<LoginNotice | null>(null);

  const requestCode = async () => {
    if (codeButton.disabled || mode === null) return;
    // The server checks the password before it sends a code (scope LOGIN).
    if (!validate(fieldsInUse.filter((field) => field !== 'verificeCode'))) return;
    setNotice(null);
    try {
      await codeButton.send(() => actions.requestCode(buildLoginPayload(form, mode, channel), channel));
      setNotice({ tone: 'success', text: text.codeSent });
    } catch (error) {
      setNotice({ tone: 'error', text: failureMessage(error, text.codeFailed) });
    }
  };

  const submit = async (event: FormEvent) => {
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
      // LOGIN_FAILED is the one answer for every refused name, so the hint depends on what was typed alone and reveals no account.
      const subAccount = onUseSubAccount && isApiError(error) && error.code === 'LOGIN_FAILED' ? subAccountHintOf(form.loginName) : null;
      setNotice({ tone: 'error', text: failureMessage(error, text.failed), subAccount: subAccount ?? undefined });
      inFlightRef.current = false;
      setInFlight(false);
    }
  };
  return { codeButton, inFlight, notice, setNotice, requestCode, submit };
}
