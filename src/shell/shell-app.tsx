import { PortalProvider } from '@portal/ui';
import { ShellFrame } from './frame/shell-frame';

/**
 * The shell's React tree: the portal provider and the frame. The frame follows the hash route
 * (`useRoute` of @portal/utils); the route rules and the routes → parcels table decide what the
 * content region shows (docs/decisions/007).
 */
export function ShellApp() {
  return (
    <PortalProvider name="@portal/shell">
      <ShellFrame />
    </PortalProvider>
  );
}
