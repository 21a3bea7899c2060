import type { FocusEvent } from 'react';
import { FormField, Input, InputGroup, type InputProps } from '@portal/ui';

/** What a text field reads of a dialog's form (`useDraftForm`, or a form built on it). */
interface DraftFields<F extends string> {
  draft: Record<F, string>;
  errors: Partial<Record<F, string>>;
  set: (field: F, value: string) => void;
  checkField: (field: F) => (event: FocusEvent<HTMLElement>) => void;
}

type DraftTextProps<F extends string> = Omit<InputProps, 'form' | 'value' | 'onChange' | 'onBlur' | 'required'> & {
  form: DraftFields<F>;
  field: F;
  label: string;
  required?: boolean;
  helperText?: string;
  /** Drawn before the input, e.g. the phone's +86. */
  start?: string;
  /** The field is checked as the focus leaves it (else at the next send). */
  checked?: boolean;
};

/** A text field of a dialog's draft: its input bound to the field (named after it unless `name` says otherwise), its message under it. */
export function DraftText<F extends string>({ form, field, label, required, helperText, start, checked, ...input }: DraftTextProps<F>) {
  const box = (
    <Input
      name={field}
      value={form.draft[field]}
      autoComplete="off"
      onChange={(e) => form.set(field, e.target.value)}
      onBlur={checked ? form.checkField(field) : undefined}
      {...input}
    />
  );
  return (
    <FormField label={label} required={required} error={form.errors[field]} helperText={helperText}>
      {start ? <InputGroup startAddon={start}>{box}</InputGroup> : box}
    </FormField>
  );
}
