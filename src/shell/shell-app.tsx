import { PortalProvider } from '@portal/ui';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { ShellFrame, type HeaderSlots } from './frame/shell-frame';
import { AccountMenu } from './account/account-menu';
import { NoticeBell } from './account/notice-bell';

const ACCOUNT_SLOTS: HeaderSlots = { bell: <NoticeBell />, account: <AccountMenu /> };

/**
 * The shell's React tree: the portal provider and hash routing. One catch-all route: the route
 * rules and the routes → parcels table decide what the content region shows.
 */
export function ShellApp({ slots = ACCOUNT_SLOTS }: { slots?: HeaderSlots }) {
  return (
    <PortalProvider name="@portal/shell">
      <HashRouter>
        <Routes>
          <Route path="*" element={<ShellFrame slots={slots} />} />
        </Routes>
      </HashRouter>
    </PortalProvider>
  );
}
