import { Box, Button, Flex, PortalFooter, Toaster, toaster } from '@portal/ui';
import {
  acceptCallback,
  activeMenu,
  decideRoute,
  frameFor,
  homeTarget,
  isLoginTypePath,
  landingFor,
  landingHref,
  loginPathFor,
  menuPageRoute,
  menuTarget,
  menuTreeAtom,
  navigate,
  portalConfig,
  queryParam,
  replaceRoute,
  splitRoute,
  storage,
  storageKeys,
  t,
  tokensAtom,
  topNavTarget,
  useAtomValue,
  usePageNotFound,
  useRoute,
  userTypeAtom,
  useT,
  type Landing,
  type ShapedMenuNode,
} from '@portal/utils/internal';
import { useMenuName } from './use-menu-name';
import { useEffect, useRef } from 'react';
import { ParcelOutlet } from '../content/parcel-outlet';
import { SubAppOutlet } from '../content/subapp-outlet';
import { useMenuTree } from '../menu/use-menu-tree';
import { subAppOfRoute } from '../menu/sub-apps';
import { contentForRoute, parcelForRoute } from '../shell.routes';
import { pageTitle } from '../page-title.rules';
import { LazyBreadcrumbs, LazyHeader, LazyLeftNav, LazyNotDeployed, LazyNotFound } from './lazy-frame';

/**
 * What clicking a menu item does (spec 2): the rule is `menuTarget` in @portal/utils; a top item
 * (the top nav, the breadcrumb's first crumb) opens its left nav's first page (`topNavTarget`).
 */
export function followMenu(node: ShapedMenuNode): void {
  const target = node.level === 1 ? topNavTarget(node) : menuTarget(node);
  if (target.kind === 'route') navigate(target.to);
  else if (target.kind === 'location') window.location.href = target.url;
  else if (target.kind === 'warning') toaster.warning({ title: t(target.message) });
}

/** Which application draws a route: its page parcel or its sub-app (the root config's lookup); the menu_code carries over only within one. */
function ownerOf(route: string): string | null {
  return parcelForRoute(route) ?? subAppOfRoute(`#${splitRoute(route).path}`)?.name ?? null;
}

/**
 * Where the user's sign-in led (the logo, `/`, a login page reached signed in), with the login
 * page's callback when asked; a route of the menu carries its own menu_code (`menuPageRoute`).
 */
function currentLanding(userType: string | null, withCallback: boolean, tree: readonly ShapedMenuNode[]): Landing {
  const landing = landingFor({
    userType,
    hasTargetApp: storage.getJson(storageKeys.targetApp) != null,
    carbonUrl: portalConfig.carbonUrl,
    gatewayUrl: portalConfig.gatewayUrl,
    callback: withCallback ? acceptCallback(queryParam(window.location, 'callback'), window.location.href) : null,
    currentHref: window.location.href,
  });
  return landing.kind === 'route' ? { kind: 'route', to: menuPageRoute(tree, landing.to) } : landing;
}

/**
 * The frame around every route: applies the route rules (spec 2), shows the header, top and left
 * navs by path, and hosts the page parcel, the sub-app container, or the notice that a sub-app is
 * not deployed here or that nothing answers the route. The header, the navs and those notices come
 * from an async chunk (lazy-frame.tsx); the content does not wait for the header.
 */
export function ShellFrame() {
  const route = useRoute();
  const tokens = useAtomValue(tokensAtom);
  const userType = useAtomValue(userTypeAtom);
  const tree = useAtomValue(menuTreeAtom);
  const frame = frameFor(route);
  const menuLoading = useMenuTree(tokens?.at ? 'session' : null, !!tokens && !frame.loginHeader) && tree.length === 0;
  const { decision, waitingForSignOut } = useRouteRules(route, !!tokens, frame.loginHeader);

  const nameOf = useMenuName();
  const shown = contentForRoute(route, subAppOfRoute);
  // A route nothing answers belongs to no menu item: no breadcrumb, left nav or title of the page
  // before; nor does a sub-app's own "no such page" (setPageNotFound), whatever menu_code it carried.
  const subAppNotFound = usePageNotFound() && shown.kind === 'subapp';
  const notFound = shown.kind === 'not-found' || subAppNotFound;
  const { top, trail } = notFound ? { top: null, trail: [] } : activeMenu(tree, route);
  const path = splitRoute(route).path;
  usePageTitle(route, notFound, trail.at(-1));
  useScrollToTop(path);

  const rendering = decision.kind === 'render';
  // A redirect shows nothing (and fetches no frame) unless a session just ended on a framed page.
  if (!rendering && !waitingForSignOut) return null;
  const homeHref = landingHref(currentLanding(userType, false, tree));
  const content = rendering ? contentOf(shown, homeHref, trail.at(-1) ? nameOf(trail.at(-1)!) : undefined) : null;

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
      <SkipToContent />
      {frame.header && (
        <LazyHeader tree={tree} activeCode={top?.menuCode ?? null} onSelect={followMenu} homeHref={homeHref} path={path} menuLoading={menuLoading} />
      )}
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} minH="0">
        {frame.leftNav && <LazyLeftNav top={top} trail={trail} onSelect={followMenu} />}
        {/* data-menu-trail: the shell draws the menu trail here (sub-apps need not repeat it). */}
        <Box as="main" id="portal-main" tabIndex={-1} flex="1" minW="0" p={{ base: '3', md: '6' }} outline="none" data-menu-trail={frame.leftNav || undefined}>
          {frame.leftNav && trail.length > 0 && <LazyBreadcrumbs trail={trail} onSelect={followMenu} />}
          {content}
        </Box>
      </Flex>
      <PortalFooter />
      <Toaster />
    </Flex>
  );
}

/** The first stop of the keyboard: a button, shown when focused, that moves the focus to the page's content. */
function SkipToContent() {
  const t = useT();
  return (
    // A button, not an anchor: `#portal-main` would be read as a hash route.
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
  );
}

/** The document's title: the page's menu item, else its sub-app's name (a deployed one), or 'not found'. */
function usePageTitle(route: string, notFound: boolean, item: ShapedMenuNode | undefined) {
  const t = useT();
  const nameOf = useMenuName();
  // A sub-app the menu does not name is titled by the environment's name for it, else its specifier.
  const shownApp = subAppOfRoute(`#${splitRoute(route).path}`);
  const pageName = notFound ? t('title.notFound') : item ? nameOf(item) : shownApp?.deployed ? (shownApp.title ?? shownApp.name) : null;
  useEffect(() => {
    document.title = pageTitle(route, pageName, t);
  }, [route, pageName, t]);
}

/** Another page starts at its top, where its loader shows (a query change keeps the place). */
function useScrollToTop(path: string) {
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo(0, 0);
  }, [path]);
}

/**
 * The route rules (spec 2): where a route redirects, lands or goes home, done once it is decided;
 * a rendered route is remembered (the last one, and the signed-in user's place to come back to).
 */
function useRouteRules(route: string, signedIn: boolean, loginHeader: boolean) {
  const userType = useAtomValue(userTypeAtom);
  const tree = useAtomValue(menuTreeAtom);
  const lastRendered = useRef<string | null>(null);
  // A session that ends while the portal is open (logout, failed refresh) already navigates to
  // the login page; the guard's callback redirect is for visits that start signed out.
  const hadSession = useRef(signedIn);
  if (signedIn) hadSession.current = true;
  else if (isLoginTypePath(route)) hadSession.current = false;
  // Whether the route was entered signed in: a login page where the user signs in stays put
  // until the sign-in moves on (with its callback or 双碳平台 answer).
  const entered = useRef<{ route: string; signedIn: boolean } | null>(null);
  if (entered.current?.route !== route) entered.current = { route, signedIn };

  const decision = decideRoute({ to: route, from: lastRendered.current, signedIn, arrivedSignedIn: entered.current.signedIn, userType, ownerOf });
  const waitingForSignOut = !signedIn && hadSession.current && decision.kind === 'redirect' && !isLoginTypePath(route);

  useEffect(() => {
    if (waitingForSignOut) return;
    if (decision.kind === 'redirect') replaceRoute(decision.to);
    else if (decision.kind === 'landing') {
      const landing = currentLanding(userType, isLoginTypePath(route), tree);
      if (landing.kind === 'route') replaceRoute(landing.to);
      else window.location.replace(landing.url);
    } else if (decision.kind === 'home') {
      const home = homeTarget(portalConfig.homeUrl, window.location.href);
      if (home) window.location.href = home;
      else replaceRoute(loginPathFor(userType));
    } else {
      lastRendered.current = route;
      if (signedIn && !loginHeader) storage.set(storageKeys.hrefPath, route);
    }
  }, [decision.kind, decision.kind === 'redirect' ? decision.to : '', route, waitingForSignOut]);
  return { decision, waitingForSignOut };
}

function contentOf(content: ReturnType<typeof contentForRoute>, homeHref: string, menuName: string | undefined) {
  switch (content.kind) {
    case 'parcel':
      return <ParcelOutlet key={content.name} name={content.name} />;
    case 'subapp':
      return <SubAppOutlet />;
    case 'not-deployed':
      return <LazyNotDeployed key={content.name} name={content.name} prefix={content.prefix} menuName={menuName} homeHref={homeHref} />;
    case 'not-found':
      return <LazyNotFound homeHref={homeHref} />;
  }
}
