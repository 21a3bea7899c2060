import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, chakra, Flex, Input } from '@portal/ui';
import { SelectInput } from './select-input';
import { useConsoleText } from './use-console-text';

/** The row of filters above a table; wraps at narrow widths. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex wrap="wrap" gap="3" align="center" mb="3" data-filters>
      {children}
    </Flex>
  );
}

export interface Choice<V extends string | number> {
  value: V | null;
  label: string;
}

/** One choice of a few (the status tabs of a list), as a group of pressed / unpressed buttons. */
export function SegmentedFilter<V extends string | number>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice<V>[];
  value: V | null;
  onChange(value: V | null): void;
}) {
  return (
    <Flex
      role="group"
      aria-label={label}
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      overflow="hidden"
      maxW="full"
      overflowX="auto"
      flexShrink={0}
    >
      {choices.map((choice, index) => {
        const active = choice.value === value;
        return (
          <chakra.button
            key={String(choice.value)}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(choice.value)}
            px="3"
            py="1.5"
            fontSize="sm"
            whiteSpace="nowrap"
            bg={active ? 'brand.600' : 'white'}
            color={active ? 'white' : 'fg'}
            borderLeftWidth={index === 0 ? '0' : '1px'}
            borderColor="gray.300"
            cursor="pointer"
            _hover={active ? undefined : { bg: 'gray.50' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
          >
            {choice.label}
          </chakra.button>
        );
      })}
    </Flex>
  );
}

/** A labelled native select (few recipients of a form, a type filter), in the kit's one select look (`SelectInput`). */
export function SelectFilter<V extends string | number>({
  label,
  choices,
  value,
  onChange,
  hideLabel,
}: {
  label: string;
  choices: Choice<V>[];
  value: V | null;
  onChange(value: V | null): void;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <Flex align="center" gap="2">
      <chakra.label htmlFor={id} fontSize="sm" whiteSpace="nowrap" srOnly={hideLabel}>
        {label}
      </chakra.label>
      <SelectInput
        id={id}
        value={value == null ? '' : String(value)}
        onChange={(chosenValue) => {
          const chosen = choices.find((choice) => String(choice.value ?? '') === chosenValue);
          onChange(chosen ? chosen.value : null);
        }}
        width="auto"
      >
        {choices.map((choice) => (
          <option key={String(choice.value)} value={choice.value == null ? '' : String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </SelectInput>
    </Flex>
  );
}

/**
 * A keyword search: what is typed stays in the field (also after a search); Enter or the button
 * applies it, reset clears both. Follows `applied` when it changes from outside (back, reload).
 */
export function SearchBox({
  label,
  placeholder,
  applied,
  onSearch,
  maxLength = 64,
}: {
  label: string;
  placeholder?: string;
  applied: string;
  onSearch(keyword: string): void;
  maxLength?: number;
}) {
  const t = useConsoleText();
  const id = useId();
  const [typed, setTyped] = useState(applied);
  useEffect(() => setTyped(applied), [applied]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Flex as="form" role="search" onSubmit={submit} gap="2" align="center" flex="1 1 18rem" maxW="28rem">
      <chakra.label htmlFor={id} fontSize="sm" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <Input
        id={id}
        size="sm"
        value={typed}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setTyped(event.target.value)}
        bg="white"
        minW="6rem"
      />
      <Button type="submit" size="sm" colorPalette="brand">
        {t('console.search')}
      </Button>
      {(typed || applied) && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setTyped('');
            onSearch('');
          }}
        >
          {t('console.reset')}
        </Button>
      )}
    </Flex>
  );
}
