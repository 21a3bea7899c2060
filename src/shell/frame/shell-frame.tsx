import { Box, Button, Flex, Toaster, toaster } from '@portal/ui';
import {
  activeMenu,
  decideRoute,
  frameFor,
  homeTarget,
  isLoginTypePath,
  loginPathFor,
  menuTarget,
  menuTreeAtom,
  navigate,
  portalConfig,
  storage,
  storageKeys,
  tokensAtom,
  useAtomValue,
  userTypeAtom,
  useT,
  type ShapedMenuNode,
} from '@portal/utils';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ParcelOutlet } from '../content/parcel-outlet';
import { SubAppOutlet } from '../content/subapp-outlet';
import { useMenuTree } from '../menu/use-menu-tree';
import { parcelForRoute } from '../shell.routes';
import { AccountArea } from './account-area';
import { LeftNav } from './left-nav';
import { PortalHeader } from './portal-header';
import { TopNav } from './top-nav';

/** What clicking a menu item does (spec 2); the rule is `menuTarget` in @portal/utils. */
export function followMenu(node: ShapedMenuNode): void {
  const target = menuTarget(node);
  if (target.kind === 'route') navigate(target.to);
  else if (target.kind === 'location') window.location.href = target.url;
  else if (target.kind === 'warning') toaster.warning({ title: target.message });
}

/** The header's slots; src/shell/account fills them with its bell and avatar dropdown. */
export interface HeaderSlots {
  bell?: ReactNode;
  account?: ReactNode;
}

/**
 * The frame around every route: applies the route rules (spec 2), shows the header, top and left
 * navs by path, and hosts the page parcel or the sub-app container in the content region.
 */
export function ShellFrame({ slots = {} }: { slots?: HeaderSlots }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const t = useT();
  const tokens = useAtomValue(tokensAtom);
  const userType = useAtomValue(userTypeAtom);
  const tree = useAtomValue(menuTreeAtom);
  const route = `${location.pathname}${location.search}`;
  const lastRendered = useRef<string | null>(null);
  // A session that ends while the portal is open (logout, failed refresh) already navigates to
  // the login page; the guard's callback redirect is for visits that start signed out.
  const hadSession = useRef(!!tokens);
  if (tokens) hadSession.current = true;
  else if (isLoginTypePath(route)) hadSession.current = false;

  const decision = decideRoute({ to: route, from: lastRendered.current, signedIn: !!tokens, userType });
  const waitingForSignOut = !tokens && hadSession.current && decision.kind === 'redirect' && !isLoginTypePath(route);
  const frame = frameFor(route);
  useMenuTree(tokens?.at ? 'session' : null, !!tokens && !frame.loginHeader);

  useEffect(() => {
    if (waitingForSignOut) return;
    if (decision.kind === 'redirect') routerNavigate(decision.to, { replace: true });
    else if (decision.kind === 'home') {
      const home = homeTarget(portalConfig.homeUrl, window.location.href);
      if (home) window.location.href = home;
      else routerNavigate(loginPathFor(userType), { replace: true });
    }
    else {
      lastRendered.current = route;
      if (tokens && !frame.loginHeader) storage.set(storageKeys.hrefPath, route);
    }
  }, [decision.kind, decision.kind === 'redirect' ? decision.to : '', route, waitingForSignOut]);

  const rendering = decision.kind === 'render';
  const parcel = rendering ? parcelForRoute(route) : null;
  const { top, trail } = activeMenu(tree, route);
  const content = !rendering ? null : parcel ? <ParcelOutlet key={parcel} name={parcel} /> : <SubAppOutlet />;

  if (frame.loginHeader) {
    return (
      <>
        <Box as="main" id="portal-main" minH="100vh">
          {content}
        </Box>
        <Toaster />
      </>
    );
  }

  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      {/* A button, not an anchor: `#portal-main` would be read as a hash route. */}
      <Button
        position="absolute"
        top="-20"
        insetStart="2"
        zIndex="skipNav"
        size="sm"
        colorPalette="brand"
        _focusVisible={{ top: '2' }}
        onClick={() => document.getElementById('portal-main')?.focus()}
      >
        {t('shell.skipToContent')}
      </Button>
      {frame.header && <PortalHeader topNav={<TopNav items={tree} activeCode={top?.menuCode ?? null} onSelect={followMenu} />} bell={slots.bell} account={slots.account ?? <AccountArea />} />}
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} minH="0">
        {frame.leftNav && <LeftNav top={top} trail={trail} onSelect={followMenu} />}
        <Box as="main" id="portal-main" tabIndex={-1} flex="1" minW="0" p={{ base: '3', md: '6' }} outline="none">
          {content}
        </Box>
      </Flex>
      <Toaster />
    </Flex>
  );
}
