import { useEffect } from 'react';
import { prefetchToaster } from '@portal/ui';
import { prefetchEncryption, type ShapedMenuNode } from '@portal/utils';
import { AccountMenu } from '../account/account-menu';
import { NoticeBell } from '../account/notice-bell';
import { LeftNav } from './left-nav';
import { PortalHeader } from './portal-header';
import { TopNav } from './top-nav';

/**
 * The signed-in frame's parts: header (top nav, bell, avatar dropdown) and left nav. The shell
 * fetches this file as an async chunk the first time a framed route shows (lazy-frame.tsx), so the
 * login pages never download the navigation, the bell or the account dialogs.
 */
export function FrameHeader({ tree, activeCode, onSelect }: { tree: readonly ShapedMenuNode[]; activeCode: string | null; onSelect: (node: ShapedMenuNode) => void }) {
  // Signed-in pages tell failures in toasts and encrypt some bodies (change password): fetch both
  // chunks while the server answers, so a failure during an outage can still be told (issue 6).
  useEffect(() => {
    prefetchToaster();
    prefetchEncryption();
  }, []);
  return <PortalHeader topNav={<TopNav items={tree} activeCode={activeCode} onSelect={onSelect} />} bell={<NoticeBell />} account={<AccountMenu />} />;
}

export { LeftNav as FrameLeftNav };
