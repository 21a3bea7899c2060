import type { ChangeEvent, FocusEventHandler } from 'react';
import { chakra, Field } from '@portal/ui';

/**
 * A multi-line input for a `FormField`: tied to its label, helper and error the way the kit's
 * `Input` is (through the field's context), since @portal/ui carries no Textarea of its own.
 */
export function TextArea({
  name,
  value,
  onChange,
  rows = 5,
  placeholder,
  maxLength,
  onBlur,
}: {
  name: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
  placeholder?: string;
  maxLength?: number;
  /** E.g. a check of the field as the focus leaves it. */
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
}) {
  return (
    <Field.Context>
      {(field) => (
        <chakra.textarea
          {...field.getTextareaProps()}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
          onBlur={onBlur}
          w="full"
          px="3"
          py="2"
          fontSize="sm"
          lineHeight="1.7"
          bg="white"
          borderWidth="1px"
          borderColor={field.invalid ? 'border.error' : 'border'}
          borderRadius="l2"
          resize="vertical"
          _focusVisible={{ outline: '2px solid', outlineColor: field.invalid ? 'border.error' : 'brand.500', outlineOffset: '-1px' }}
        />
      )}
    </Field.Context>
  );
}
