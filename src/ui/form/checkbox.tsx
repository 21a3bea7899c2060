import { chakra, useFieldContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The label: clicking it toggles the box. */
  children: ReactNode;
  name?: string;
  /** Marks the box invalid; inside a `FormField` its error state is taken from the field. */
  invalid?: boolean;
}

/**
 * A native checkbox with its label, in the portal's colours. The browser gives it keyboard,
 * form and screen-reader behaviour; inside a `FormField` it is described by the field's error.
 * (Chakra's Checkbox runs a state machine for the same result and weighs 3 KB on the login route.)
 *
 * @example
 * <Checkbox checked={remember} onCheckedChange={setRemember}>记住登录名</Checkbox>
 */
export function Checkbox({ checked, onCheckedChange, children, name, invalid }: CheckboxProps) {
  const field = useFieldContext();
  const control = field?.getInputProps();
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <chakra.label display="inline-flex" alignItems="flex-start" gap="2" fontSize="sm" lineHeight="1.6" cursor="pointer">
      <chakra.input
        type="checkbox"
        id={control?.id}
        aria-errormessage={control?.['aria-errormessage']}
        aria-invalid={isInvalid || undefined}
        name={name}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        boxSize="4"
        mt="1"
        flexShrink={0}
        cursor="pointer"
        accentColor="brand.solid"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        _invalid={{ outline: '1px solid', outlineColor: 'border.error', outlineOffset: '1px' }}
      />
      <span>{children}</span>
    </chakra.label>
  );
}
