import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { Box, Flex, Input, InputGroup } from '@chakra-ui/react';
import { CodeButton } from '../form/code-button';
import { FormField } from '../form/form-field';
import { PasswordInput } from '../form/password-input';
import { PasswordRules } from '../form/password-rules';
import { usePasswordStrength } from '../form/password-strength';
import type { PasswordStrategyLike } from '../../../contract/rules/validation.rules';

/**
 * Fields of the sign-in and self-service pages (login, register, find and set password) over the
 * portal's FormField, PasswordInput and CodeButton: one prop object per field, so a page reads
 * as a list of its fields. Errors sit under the field and are announced (FormField).
 */

/**
 * Blur checks a field, except when the focus moves to a button: a message appearing on the
 * mouse-down would move the button away before the mouse-up and swallow the click. The button's
 * own action (submit, send code) checks the fields it needs anyway.
 */
function checkOnBlur(onBlur?: () => void) {
  if (!onBlur) return undefined;
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as HTMLElement | null;
    if (next && next.tagName === 'BUTTON') return;
    onBlur();
  };
}

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  /** Shown before the input, e.g. the fixed '+86' of a phone number. */
  startAddon?: ReactNode;
  disabled?: boolean;
}

/** The input's own props of a field (after its name): its value and checks, the label as its placeholder. */
function inputProps({ label, value, onChange, onBlur, autoComplete, maxLength, placeholder }: Omit<TextFieldProps, 'type' | 'startAddon'>) {
  return {
    value,
    autoComplete,
    maxLength,
    placeholder: placeholder ?? label,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
    onBlur: checkOnBlur(onBlur),
  };
}

export function TextField(props: TextFieldProps) {
  const { name, label, error, type = 'text', required, startAddon, disabled } = props;
  const input = <Input name={name} type={type} {...inputProps(props)} />;
  return (
    <FormField label={label} error={error} required={required} disabled={disabled}>
      {startAddon ? <InputGroup startAddon={startAddon}>{input}</InputGroup> : input}
    </FormField>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'startAddon'> {
  /** A new password: shows a strength hint while typing (the estimator loads lazily; never on sign-in). */
  strength?: boolean;
  /** A new password: lists the strategy's requirements under the field, ticked as the user types. */
  requirements?: boolean;
  /** The server's strategy for `requirements` (null while it loads: the character set and 1~32 apply). */
  strategy?: PasswordStrategyLike | null;
}

/** A password (at most 32 characters, spec 9) with the show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { label, value, error, maxLength = 32, required, disabled, strength = false } = props;
  const hint = usePasswordStrength(value, strength);
  const field = (
    <FormField
      label={label}
      error={error}
      required={required}
      disabled={disabled}
      helperText={hint ? <span data-password-strength={hint.strong ? 'ok' : 'weak'}>{hint.text}</span> : undefined}
    >
      <PasswordInput name={props.name} {...inputProps({ ...props, maxLength })} />
    </FormField>
  );
  if (!props.requirements) return field;
  return (
    <Box>
      {field}
      <PasswordRules value={value} strategy={props.strategy} />
    </Box>
  );
}

export interface CodeFieldProps extends Omit<TextFieldProps, 'type' | 'startAddon' | 'maxLength'> {
  /** Seconds left of this channel's countdown (0: the button reads '获取验证码'). */
  seconds: number;
  /** True while the code request is on its way. */
  sending: boolean;
  onRequestCode: () => void;
}

/** A verification code (at most 6 characters, spec 5) with its send button beside it. */
export function CodeField(props: CodeFieldProps) {
  const { name, label, value, onChange, onBlur, error, placeholder, required, seconds, sending, onRequestCode, disabled } = props;
  return (
    <FormField label={label} error={error} required={required} disabled={disabled}>
      <Flex gap="2" w="full">
        <Input
          flex="1"
          minW="0"
          name={name}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={placeholder ?? label}
          onChange={(e) => onChange(e.target.value)}
          onBlur={checkOnBlur(onBlur)}
        />
        <CodeButton seconds={seconds} sending={sending} onClick={onRequestCode} flexShrink={0} />
      </Flex>
    </FormField>
  );
}

/** A page-level message (server failure or success) under the form, announced to screen readers. */
export function FormNotice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const palette = tone === 'error' ? 'red' : tone === 'success' ? 'green' : 'blue';
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      px="3"
      py="2"
      rounded="md"
      fontSize="sm"
      bg={`${palette}.50`}
      color={`${palette}.700`}
      borderWidth="1px"
      borderColor={`${palette}.200`}
    >
      {children}
    </Box>
  );
}
