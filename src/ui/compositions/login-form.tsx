import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject, type SetStateAction } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../form/checkbox';
import {
  canSubmitLogin,
  codeChannelsFor,
  queryParam,
  sessionEndReasonOf,
  type LoginFormState,
  type SignInActions,
  type SubAccountNames,
} from '@portal/utils/internal';
import { Button } from '../form/button';
import { CodeField, PasswordField, TextField } from './access-fields';
import { accessText } from './access.messages';
import { ChannelChoice, CodeSlot, ModeFailedNotice, RequestNotice, SessionEndNotice } from './login-form-parts';
import { pressedBeforeHydration, useLoginChecks, useLoginSubmit, useLoginValues, usePendingSubmit, useSecurityMode, type LoginField } from './login-form-state';

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

interface PrefillTargets {
  formRef: RefObject<HTMLFormElement | null>;
  setForm: Dispatch<SetStateAction<LoginFormState>>;
  clear(): void;
}

/** Names carried over from the primary tab fill the fields once per new object; focus stays in the form. */
function usePrefill(prefill: LoginFormProps['prefill'], { formRef, setForm, clear }: PrefillTargets) {
  useEffect(() => {
    if (!prefill) return;
    setForm((f) => ({ ...f, loginName: prefill.loginName, priLoginName: prefill.priLoginName ?? f.priLoginName, pwd: prefill.pwd }));
    clear();
    // The tab's first field still empty (the primary account's name), else the password.
    requestAnimationFrame(() => {
      const inputs = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input:not([type="checkbox"])') ?? [])];
      (inputs.find((input) => input.value === '') ?? inputs[0])?.focus();
    });
  }, [prefill]);
}

/** Enter in a field, or a press of the submit button, while the button is still disabled for want of the mode. */
function pressHandlers(waiting: boolean, note: () => void) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (waiting && event.key === 'Enter' && target.tagName === 'INPUT' && target.type !== 'checkbox') note();
    },
    onPointerUp: (event: PointerEvent<HTMLFormElement>) => {
      if (waiting && (event.target as Element).closest('button[type="submit"]')) note();
    },
  };
}

/** The form's state, composed (login-form-state.ts): values, mode, checks, submit, and a press that came early. */
function useLoginForm({ side, actions, accountType, onUseSubAccount, prefill }: LoginFormProps) {
  const fieldId = (name: string) => `${side}-${accountType ?? 'form'}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const { form, setForm, remember, setRemember } = useLoginValues(fieldId, actions, accountType);
  const { language, errors, setErrors, validate, update, blur } = useLoginChecks(form, setForm);
  const text = accessText(language);
  const security = useSecurityMode(actions);
  const channels = codeChannelsFor(security.mode);
  const needsCode = security.mode !== null && channels.length > 0;
  const fieldsInUse: LoginField[] = [
    ...(accountType === 'SUB_ACCOUNT' ? (['priLoginName'] as const) : []),
    'loginName',
    'pwd',
    ...(needsCode ? (['verificeCode'] as const) : []),
  ];
  const sending = useLoginSubmit({ actions, form, mode: security.mode, channel: security.channel, remember, text, validate, fieldsInUse, onUseSubAccount });
  const enabled = canSubmitLogin(form, security.mode, sending.inFlight);
  const notePress = usePendingSubmit(formRef, () => pressedBeforeHydration(fieldId), security.mode !== null, enabled);
  const clear = () => {
    setErrors({});
    sending.setNotice(null);
  };
  usePrefill(prefill, { formRef, setForm, clear });
  // Opened because the session ended under the user (`?reason=`), and whether the sign-in returns them.
  const [ended] = useState(() => (typeof window === 'undefined' ? null : sessionEndReasonOf(queryParam(window.location, 'reason'))));
  const returns = typeof window !== 'undefined' && !!queryParam(window.location, 'callback');
  const presses = pressHandlers(security.mode === null, notePress);
  const field = (name: LoginField) => ({ name: fieldId(name), onChange: update(name), onBlur: blur(name), error: errors[name], required: true });
  // The sub-account hint's button: the names it found, with the password typed.
  const toSubAccount = onUseSubAccount && ((names: SubAccountNames) => onUseSubAccount({ ...names, pwd: form.pwd }));
  const choices = { remember, setRemember, ended, returns, toSubAccount, slotName: fieldId('code-slot') };
  return { formRef, form, text, security, channels, needsCode, sending, enabled, presses, field, choices };
}

/**
 * The sign-in form of manager and client login (spec 2, 4): fields per login security mode,
 * per-channel code countdowns, the login button enabled only when the required fields are
 * filled, one login at a time, then the spec 3 storage keys and the next page.
 */
export function LoginForm(props: LoginFormProps) {
  const { formRef, form, text, security, channels, needsCode, sending, enabled, presses, field, choices } = useLoginForm(props);
  const sub = props.accountType === 'SUB_ACCOUNT';
  return (
    <form ref={formRef} onSubmit={sending.submit} noValidate aria-busy={sending.inFlight} {...presses}>
      <Stack gap="4">
        {choices.ended ? <SessionEndNotice text={text} ended={choices.ended} returns={choices.returns} /> : null}
        {sub ? (
          <TextField {...field('priLoginName')} label={text.priLoginName} value={form.priLoginName ?? ''} autoComplete="organization" maxLength={64} />
        ) : null}
        <TextField {...field('loginName')} label={text.loginName} value={form.loginName} autoComplete="username" maxLength={64} />
        <PasswordField {...field('pwd')} label={text.password} value={form.pwd} autoComplete="current-password" />
        {security.mode === null ? <CodeSlot text={text} name={choices.slotName} /> : null}
        {needsCode && channels.length > 1 ? <ChannelChoice text={text} channels={channels} channel={security.channel} onChange={security.setChannel} /> : null}
        {needsCode ? (
          <CodeField
            {...field('verificeCode')}
            label={channels.length > 1 ? (security.channel === 'SMS' ? text.channelSms : text.channelEmail) : text.code}
            value={form.verificeCode}
            seconds={sending.codeButton.seconds}
            sending={sending.codeButton.sending}
            onRequestCode={sending.requestCode}
          />
        ) : null}
        {sub ? (
          <Text fontSize="sm" color="gray.600">
            {text.subAccountHint}
          </Text>
        ) : (
          <Checkbox checked={choices.remember} onCheckedChange={choices.setRemember}>
            {text.remember}
          </Checkbox>
        )}
        {security.modeFailed !== null ? <ModeFailedNotice text={text} reason={security.modeFailed} onRetry={security.fetchMode} /> : null}
        {sending.notice ? <RequestNotice text={text} notice={sending.notice} onUseSubAccount={choices.toSubAccount} /> : null}
        <Button type="submit" colorPalette="brand" w="full" disabled={!enabled} loading={sending.inFlight} loadingText={text.submitting}>
          {text.submit}
        </Button>
        {props.footer}
      </Stack>
    </form>
  );
}
