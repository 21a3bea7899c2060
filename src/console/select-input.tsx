import type { ReactNode } from 'react';
import { chakra } from '@portal/ui';

export interface SelectInputProps {
  id?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  /** The accessible name when no <label> points at it. */
  label?: string;
  /** 'auto': as wide as its longest choice (a filter), else e.g. '7.5rem'; full width by default. */
  width?: string;
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
}

const Select = chakra('select');

/**
 * A native select in the look of the portal's inputs: the browser gives it keyboard and
 * screen-reader behaviour on every platform (and a phone its own picker).
 */
export function SelectInput({ id, name, value, onChange, children, label, width, invalid, disabled, describedBy, required }: SelectInputProps) {
  return (
    <Select
      id={id}
      name={name}
      value={value}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      required={required}
      onChange={(event) => onChange(event.currentTarget.value)}
      h="10"
      w={width ?? 'full'}
      minW={width === 'auto' ? '8rem' : '0'}
      ps="3"
      pe="8"
      fontSize="sm"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="l2"
      cursor="pointer"
      appearance="none"
      backgroundImage="url(&quot;data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%236b7280' stroke-width='2.5'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E&quot;)"
      backgroundRepeat="no-repeat"
      backgroundPosition="right 0.75rem center"
      _hover={{ borderColor: 'border.emphasized' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '0', borderColor: 'brand.focusRing' }}
      _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
    >
      {children}
    </Select>
  );
}
