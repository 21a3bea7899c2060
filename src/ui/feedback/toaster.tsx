import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/**
 * The portal's one toaster (top centre). Call it from anywhere, also outside React.
 *
 * @example
 * import { toaster } from '@portal/ui';
 * toaster.success({ title: '保存成功' });
 * toaster.error({ title: error.message });
 * toaster.warning({ title: '首页暂不可跳转' });
 */
// Below the 56 px header, so a toast never covers the navigation.
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5, offsets: { top: '72px', right: '16px', bottom: '16px', left: '16px' } });

/** Renders the toasts of {@link toaster}. Mounted once by the shell; parcels need not mount it. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
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
