import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StoreProvider } from '@portal/utils/internal';
import { ErrorBoundary } from '../feedback/error-boundary';
import { system } from '../theme/system';

/**
 * Everything a portal React root needs: the portal's Chakra system, the one jotai store and an
 * error boundary with a retry. Every parcel is its own React root, so each one wraps itself in
 * this (`createParcel` does it for you).
 *
 * @example
 * createRoot(el).render(<PortalProvider name="my-page"><MyPage /></PortalProvider>);
 */
export function PortalProvider({ children, name }: { children?: ReactNode; name?: string }) {
  return (
    <ChakraProvider value={system}>
      <StoreProvider>
        <ErrorBoundary name={name}>{children}</ErrorBoundary>
      </StoreProvider>
    </ChakraProvider>
  );
}
