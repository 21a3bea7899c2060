import type { ReactNode } from 'react';
import { Box, chakra, Flex, Text } from '@portal/ui';
import { SwitchInput } from '../kit/switch-input';

/** One rule of the strategy: its switch, its name and hint, its number, and its message below. */
export function SettingRow({
  id,
  label,
  hint,
  enabled,
  onToggle,
  switchLabel,
  error,
  readOnly,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  enabled: boolean;
  onToggle: (on: boolean) => void;
  switchLabel: string;
  error?: string;
  readOnly: boolean;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <Box py="4" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-setting={id}>
      <Flex align="center" gap="4" wrap="wrap">
        <SwitchInput id={`${id}-switch`} checked={enabled} onChange={onToggle} label={switchLabel} disabled={readOnly} />
        <Box flex="1" minW="10rem">
          <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm" display="block">
            {label}
          </chakra.label>
          {hint ? (
            <Text fontSize="xs" color="fg.muted" mt="0.5">
              {hint}
            </Text>
          ) : null}
        </Box>
        <Flex align="center" gap="2">
          {children}
        </Flex>
      </Flex>
      {error ? (
        <Text id={errorId} role="alert" fontSize="xs" color="fg.error" mt="2" ms={{ base: 0, sm: '13' }}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
