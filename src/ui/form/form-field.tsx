import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The visible label, tied to the input inside (`<label for>`). */
  label: ReactNode;
  /** The message to show under the input; the field is invalid while one is set. */
  error?: string | null;
  /** A hint under the input while there is no error. */
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The control: an `Input`, `PasswordInput`, `Checkbox`, … */
  children: ReactNode;
  /** Extra layout props for the root (e.g. `flex="1"`). */
  rootProps?: Field.RootProps;
}

/**
 * A labelled form control with its error announced to screen readers (role=alert, aria-live).
 * The label is tied to the control and the error described by it (Chakra's Field wiring).
 *
 * @example
 * <FormField label="手机号" required error={errors.mobile}>
 *   <Input value={mobile} onChange={(e) => setMobile(e.target.value)} onBlur={() => check('mobile')} />
 * </FormField>
 */
export function FormField({ label, error, helperText, required, disabled, children, rootProps }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled} {...rootProps}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText role="alert" aria-live="assertive">
          {error}
        </Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
