import { useState, type ReactNode } from 'react';
import { Box, Button, Field, Flex, Input, InputGroup } from '@chakra-ui/react';

/**
 * Form parts of the sign-in and self-service pages (login, register, find and set password):
 * a labelled field whose error sits under it and is announced, a password field with show/hide,
 * a code field with its send button, and the per-channel countdown hook. Texts come in as props
 * so the pages keep their own message tables.
 */

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

export function TextField(props: TextFieldProps) {
  const { name, label, value, onChange, onBlur, error, type = 'text', autoComplete, maxLength, placeholder, required, startAddon, disabled } = props;
  const input = (
    <Input
      name={name}
      type={type}
      value={value}
      autoComplete={autoComplete}
      maxLength={maxLength}
      placeholder={placeholder ?? label}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {startAddon ? <InputGroup startAddon={startAddon}>{input}</InputGroup> : input}
      <FieldError error={error} />
    </Field.Root>
  );
}

/** The field's message, announced when it appears (role=alert) and tied to the input by Field. */
export function FieldError({ error }: { error?: string | null }) {
  return error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'startAddon'> {
  showLabel: string;
  hideLabel: string;
}

export function PasswordField(props: PasswordFieldProps) {
  const { name, label, value, onChange, onBlur, error, autoComplete, maxLength = 32, placeholder, required, showLabel, hideLabel, disabled } = props;
  const [shown, setShown] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <InputGroup
        endElement={
          <Button
            type="button"
            size="xs"
            variant="ghost"
            me="-2"
            aria-pressed={shown}
            aria-label={shown ? hideLabel : showLabel}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? hideLabel : showLabel}
          </Button>
        }
      >
        <Input
          name={name}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder ?? label}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      </InputGroup>
      <FieldError error={error} />
    </Field.Root>
  );
}

export interface CodeFieldProps extends Omit<TextFieldProps, 'type' | 'startAddon' | 'maxLength'> {
  /** The send button's text: '获取验证码' or the seconds left. */
  buttonLabel: string;
  /** Accessible name of the send button when it shows seconds. */
  buttonAriaLabel?: string;
  buttonDisabled: boolean;
  onRequestCode: () => void;
}

/** A verification code (at most 6 characters, spec 5) with its send button beside it. */
export function CodeField(props: CodeFieldProps) {
  const { name, label, value, onChange, onBlur, error, placeholder, required, buttonLabel, buttonAriaLabel, buttonDisabled, onRequestCode, disabled } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Flex gap="2" w="full">
        <Input
          flex="1"
          name={name}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={placeholder ?? label}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        <Button
          type="button"
          variant="outline"
          minW="28"
          flexShrink={0}
          disabled={buttonDisabled}
          aria-label={buttonAriaLabel}
          onClick={onRequestCode}
        >
          {buttonLabel}
        </Button>
      </Flex>
      <FieldError error={error} />
    </Field.Root>
  );
}

/** A page-level message (server failure or success) under the form, announced to screen readers. */
export function FormNotice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      px="3"
      py="2"
      rounded="md"
      fontSize="sm"
      bg={tone === 'error' ? 'red.50' : 'green.50'}
      color={tone === 'error' ? 'red.700' : 'green.700'}
      borderWidth="1px"
      borderColor={tone === 'error' ? 'red.200' : 'green.200'}
    >
      {children}
    </Box>
  );
}
