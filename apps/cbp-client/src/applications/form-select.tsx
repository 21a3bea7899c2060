import type { ChangeEvent } from 'react';
import { chakra, Field } from '@portal/ui';

/** A native select for a `FormField`, tied to its label, helper and error as the kit's inputs are. */
export function FormSelect({
  name,
  value,
  onChange,
  choices,
}: {
  name: string;
  value: string;
  onChange(value: string): void;
  choices: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <Field.Context>
      {(field) => (
        <chakra.select
          {...field.getSelectProps()}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          h="10"
          w="full"
          px="3"
          fontSize="sm"
          bg="white"
          borderWidth="1px"
          borderColor={field.invalid ? 'border.error' : 'border'}
          borderRadius="l2"
          _focusVisible={{ outline: '2px solid', outlineColor: field.invalid ? 'border.error' : 'brand.500', outlineOffset: '-1px' }}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </chakra.select>
      )}
    </Field.Context>
  );
}
