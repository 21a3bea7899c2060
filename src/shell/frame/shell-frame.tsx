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
  replaceRoute,
  storage,
  storageKeys,
  tokensAtom,
  useAtomValue,
  useRoute,
  userTypeAtom,
  useT,
  type ShapedMenuNode,
} from '@portal/utils';
import { useEffect, useRef } from 'react';
import { ParcelOutlet } from '../content/parcel-outlet';
import { SubAppOutlet } from '../content/subapp-outlet';
import { useMenuTree } from '../menu/use-menu-tree';
import { parcelForRoute } from '../shell.routes';
import { LazyHeader, LazyLeftNav } from './lazy-frame';

/** What clicking a menu item does (spec 2); the rule is `menuTarget` in @portal/utils. */
export function followMenu(node: ShapedMenuNode): void {
  const target = menuTarget(node);
  if (target.kind === 'route') navigate(target.to);
  else if (target.kind === 'location') window.location.href = target.url;
  else if (target.kind === 'warning') toaster.warning({ title: target.message });
}

/**
 * The frame around every route: applies the route rules (spec 2), shows the header, top and left
 * navs by path, and hosts the page parcel or the sub-app container in the content region. The
 * header and navs come from an async chunk (lazy-frame.tsx); the content does not wait for them.
 */
export function ShellFrame() {
  const route = useRoute();
  const t = useT();
  const tokens = useAtomValue(tokensAtom);
  const userType = useAtomValue(userTypeAtom);
  const tree = useAtomValue(menuTreeAtom);
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
    if (decision.kind === 'redirect') replaceRoute(decision.to);
    else if (decision.kind === 'home') {
      const home = homeTarget(portalConfig.homeUrl, window.location.href);
      if (home) window.location.href = home;
      else replaceRoute(loginPathFor(userType));
    }
    else {
      lastRendered.current = route;
      if (tokens && !frame.loginHeader) storage.set(storageKeys.hrefPath, route);
    }
  }, [decision.kind, decision.kind === 'redirect' ? decision.to : '', route, waitingForSignOut]);

  const rendering = decision.kind === 'render';
  // A redirect shows nothing (and fetches no frame) unless a session just ended on a framed page.
  if (!rendering && !waitingForSignOut) return null;
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
      {frame.header && <LazyHeader tree={tree} activeCode={top?.menuCode ?? null} onSelect={followMenu} />}
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} minH="0">
        {frame.leftNav && <LazyLeftNav top={top} trail={trail} onSelect={followMenu} />}
        <Box as="main" id="portal-main" tabIndex={-1} flex="1" minW="0" p={{ base: '3', md: '6' }} outline="none">
          {content}
        </Box>
      </Flex>
      <Toaster />
    </Flex>
  );
}
