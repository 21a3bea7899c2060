import { useEffect } from 'react';
import { prefetchToaster } from '@portal/ui';
import { prefetchEncryption, type ShapedMenuNode } from '@portal/utils/internal';
import { AccountMenu } from '../account/account-menu';
import { NoticeBellSlot } from '../account/notice-bell-slot';
import { useContentMotion } from '../motion/content-motion';
import { LeftNav } from './left-nav';
import { PortalHeader } from './portal-header';
import { TopNav } from './top-nav';

/**
 * The signed-in frame's parts: header (top nav, bell, avatar dropdown), left nav and breadcrumb.
 * The shell fetches this file as an async chunk the first time a framed route shows
 * (lazy-frame.tsx), so the login pages never download the navigation, the bell, the account
 * dialogs, framer-motion or the content region's own pages (not deployed, not found).
 */
export function FrameHeader({
  tree,
  activeCode,
  onSelect,
  homeHref,
  path,
  menuLoading = false,
}: {
  tree: readonly ShapedMenuNode[];
  /** The menu tree is on its way: the top nav shows its shape. */
  menuLoading?: boolean;
  activeCode: string | null;
  onSelect: (node: ShapedMenuNode) => void;
  homeHref: string;
  /** The route's path: the content moves in when it changes. */
  path: string;
}) {
  // Signed-in pages tell failures in toasts and encrypt some bodies (change password): fetch both
  // chunks while the server answers, so a failure during an outage can still be told (issue 6).
  useEffect(() => {
    prefetchToaster();
    prefetchEncryption();
  }, []);
  useContentMotion(path);
  return (
    <PortalHeader
      homeHref={homeHref}
      topNav={<TopNav items={tree} activeCode={activeCode} onSelect={onSelect} loading={menuLoading} />}
      bell={<NoticeBellSlot />}
      account={<AccountMenu />}
    />
  );
}

export { LeftNav as FrameLeftNav };
export { Breadcrumbs as FrameBreadcrumbs } from './breadcrumbs';
export { NotDeployedNotice, NotFoundPage } from '../content/fallback-pages';
