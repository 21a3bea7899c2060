import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { toastSlotRecipe } from '../theme/chakra-theme-parts';

/**
 * The real toaster: Chakra's store and its renderer. @portal/ui fetches this file as an async chunk
 * the first time a toast is asked for (toaster.tsx), so the toast state machines and recipe stay
 * off every route that never shows one.
 */
// Below the 56 px header, so a toast never covers the navigation.
export const chakraToaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: '72px', right: '16px', bottom: '16px', left: '16px' },
});

/** Renders the toasts of {@link chakraToaster}; `onMounted` runs once it listens to the store. */
export function ToasterView({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <Portal>
      <ChakraToaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
