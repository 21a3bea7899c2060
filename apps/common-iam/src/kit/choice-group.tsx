import type { ReactNode } from 'react';
import { Box, chakra, Flex, Text } from '@portal/ui';
import { userTypeOptions } from './list-parts';
import { useText } from './use-text';

interface Choice {
  value: string;
  label: string;
  description?: ReactNode;
}

interface ChoiceGroupProps {
  name: string;
  /** The group's legend. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Choice[];
  /** Cards in a column with their descriptions, instead of a row of radios. */
  cards?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  /** The legend only for screen readers (a heading above already names the group). */
  hideLegend?: boolean;
}

/** One choice: a native radio with its label (as a card, with its description, outlined when chosen). */
function ChoiceOption({
  name,
  option,
  checked,
  onChange,
  cards,
  disabled,
}: {
  name: string;
  option: Choice;
  checked: boolean;
  onChange: (value: string) => void;
  cards?: boolean;
  disabled?: boolean;
}) {
  return (
    <chakra.label
      display="flex"
      alignItems="flex-start"
      gap="2.5"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      fontSize="sm"
      {...(cards
        ? {
            p: '4',
            rounded: 'md',
            borderWidth: '1px',
            borderColor: checked ? 'brand.solid' : 'border',
            bg: checked ? 'brand.subtle' : 'bg',
            _hover: disabled ? undefined : { borderColor: 'brand.400' },
          }
        : {})}
    >
      <chakra.input
        type="radio"
        name={name}
        value={option.value}
        checked={checked}
        onChange={() => onChange(option.value)}
        boxSize="4"
        mt="0.5"
        flexShrink={0}
        accentColor="brand.solid"
        cursor="inherit"
      />
      <Box>
        <Text as="span" fontWeight={cards ? 'medium' : 'normal'} color="fg">
          {option.label}
        </Text>
        {cards && option.description ? (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {option.description}
          </Text>
        ) : null}
      </Box>
    </chakra.label>
  );
}

/**
 * Native radios in a fieldset: the browser gives arrow-key movement and the group's name to
 * screen readers. As cards, each choice shows its description and the chosen one is outlined.
 */
export function ChoiceGroup({ name, label, value, onChange, options, cards, disabled, required, error, hideLegend }: ChoiceGroupProps) {
  const errorId = `${name}-error`;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5" p="0" srOnly={hideLegend}>
        {label}
        {required ? (
          <chakra.span color="fg.error" ms="1" aria-hidden="true">
            *
          </chakra.span>
        ) : null}
      </chakra.legend>
      <Flex direction={cards ? 'column' : 'row'} gap={cards ? '3' : '5'} wrap="wrap">
        {options.map((option) => (
          <ChoiceOption key={option.value} name={name} option={option} checked={option.value === value} onChange={onChange} cards={cards} disabled={disabled} />
        ))}
      </Flex>
      {error ? (
        <Text id={errorId} role="alert" fontSize="xs" color="fg.error" mt="1.5">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

/** A form's required user type (client, then manager), as the add-user and role forms ask it. */
export function UserTypeChoice({
  name,
  label,
  form,
}: {
  name: string;
  label: string;
  form: { draft: { userType: string }; set: (field: 'userType', value: string) => void };
}) {
  const t = useText();
  return (
    <ChoiceGroup
      name={name}
      label={label}
      required
      value={form.draft.userType}
      onChange={(value) => form.set('userType', value)}
      options={userTypeOptions(t)}
    />
  );
}
