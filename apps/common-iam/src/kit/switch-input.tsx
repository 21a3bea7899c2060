import { Box, chakra } from '@portal/ui';

/**
 * An on/off switch: a native checkbox with role="switch" (keyboard and screen readers for free)
 * drawn as a track and thumb.
 */
export function SwitchInput({
  id,
  checked,
  onChange,
  label,
  disabled,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <chakra.label htmlFor={id} position="relative" display="inline-flex" alignItems="center" cursor={disabled ? 'not-allowed' : 'pointer'} flexShrink={0}>
      <chakra.input
        id={id}
        type="checkbox"
        role="switch"
        aria-label={label}
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        position="absolute"
        inset="0"
        opacity="0"
        m="0"
        cursor="inherit"
        className="peer"
      />
      <Box
        aria-hidden="true"
        w="9"
        h="5"
        rounded="full"
        bg={checked ? 'brand.solid' : 'gray.300'}
        transition="background 0.15s"
        pointerEvents="none"
        position="relative"
        opacity={disabled ? 0.5 : 1}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Box position="absolute" top="0.5" left={checked ? '4.5' : '0.5'} boxSize="4" rounded="full" bg="white" shadow="sm" transition="left 0.15s" />
      </Box>
    </chakra.label>
  );
}
