import type { ReactNode } from 'react';
import { pageAccess, type IamPage } from './access.rules';
import { LoadingBlock } from '@portal/console';
import { NoAccess } from './status-panels';
import { useAccessContext } from './use-access';

/**
 * Shows a page only to users who may open it: a spinner while the menu tree is on its way, a
 * calm "no access" panel otherwise. The page's calls are never made for the others.
 */
export function AccessGate({ page, children }: { page: IamPage; children: ReactNode }) {
  const context = useAccessContext();
  const access = pageAccess(page, context);
  if (access === 'loading') return <LoadingBlock />;
  if (access === 'denied') return <NoAccess reason={context.userType === 'CLIENT_USER' && context.pid !== 0 ? 'subAccount' : undefined} />;
  return <>{children}</>;
}
