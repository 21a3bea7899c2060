import { PortalProvider } from '@portal/ui';
import { IamRoutes } from './iam.routes';
import { PortalHashRouter } from './kit/portal-hash-router';

/**
 * The sub-app's root: the portal's Chakra system and store (shared modules, so one copy each),
 * and its own routes under the hash prefix #/common/iam.
 */
export function CommonIamApp() {
  return (
    <PortalProvider name="@cloud/common/iam">
      <PortalHashRouter basename="/common/iam">
        <IamRoutes />
      </PortalHashRouter>
    </PortalProvider>
  );
}
