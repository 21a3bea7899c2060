import { useEffect, type ReactNode } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { Box, Flex, Heading, Text } from '@portal/ui';
import { setPageTrail, type PageTrail } from '@portal/utils/internal';
import { ConsoleLink } from './console-link';
import { withMenuCode } from './menu-code.rules';
import { useConsoleText } from './use-console-text';

export interface Crumb {
  label: string;
  /** A route inside the sub-app; the last crumb (this page) has none. */
  to?: string;
}

/**
 * A console page: breadcrumb, title, a line of description and the page's actions, over its
 * content. A section, not <main>: the shell already holds the page's main landmark.
 * `data-route` names the route (path and query) this render shows: react-router moves in a
 * transition, so for a moment after a filter changes the hash the previous rows are still on
 * screen, and a reader (a test, a support screenshot) can tell the two apart.
 */
export function PageFrame({
  id,
  title,
  titleIsData,
  description,
  crumbs,
  back,
  above,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The title is data (a tenant's name): marked so, it is neither translated nor checked as interface text. */
  titleIsData?: boolean;
  description?: ReactNode;
  crumbs?: Crumb[];
  /**
   * A detail's way back to its list: drawn in one place and one look on every detail page (above
   * the title, at its left edge, `data-back-link`); `label` defaults to 返回列表 / Back to list.
   */
  back?: { to: string; label?: string };
  /** A notice above the title. */
  above?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <Box
      as="section"
      data-page={id}
      data-route={`${pathname}${search}`}
      aria-labelledby={`${id}-title`}
      px={{ base: '3', md: '6' }}
      py={{ base: '3', md: '5' }}
      maxW="90rem"
      color="fg"
    >
      {crumbs && crumbs.length > 0 && <PageCrumbs crumbs={crumbs} />}
      {back && <BackLink to={back.to} label={back.label} />}
      {above}
      <PageHeader id={id} title={title} titleIsData={titleIsData} description={description} actions={actions} />
      {children}
    </Box>
  );
}

/** The page's title (`<h1>`), its line of description, and its actions at the right. */
function PageHeader({
  id,
  title,
  titleIsData,
  description,
  actions,
}: {
  id: string;
  title: ReactNode;
  titleIsData?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex as="header" justify="space-between" align="flex-start" wrap="wrap" gap="3" mb="4">
      <Box minW="0" flex="1 1 18rem">
        <Heading as="h1" id={`${id}-title`} fontSize="xl" fontWeight="semibold" lineHeight="short" m="0">
          {/* A plain span: on Chakra elements `translate` is the CSS property. */}
          {titleIsData ? <span translate="no">{title}</span> : title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm" mt="1" mb="0">
            {description}
          </Text>
        )}
      </Box>
      {actions && (
        <Flex gap="2" wrap="wrap" align="center">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

/** The way back from a detail to its list (`PageFrame`'s `back`). */
function BackLink({ to, label }: { to: string; label?: string }) {
  const t = useConsoleText();
  return (
    <Box mb="2" fontSize="sm" data-back-link>
      <ConsoleLink to={to}>← {label ?? t('console.back')}</ConsoleLink>
    </Box>
  );
}

/**
 * A white panel of the page (the filters and table of a list, a block of a detail). `label` names
 * an untitled panel as a region for screen readers.
 */
export function Panel({
  title,
  actions,
  children,
  id,
  label,
  padding,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  label?: string;
  padding?: string;
}) {
  return (
    <Box
      as={title ? 'section' : 'div'}
      aria-labelledby={title && id ? id : undefined}
      aria-label={label}
      role={label && !title ? 'region' : undefined}
      bg="bg"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p={padding ?? { base: '3', md: '4' }}
      mb="4"
      minW="0"
    >
      {(title || actions) && (
        <Flex justify="space-between" align="center" wrap="wrap" gap="2" mb="3">
          {title && (
            <Heading as="h2" id={id} fontSize="md" fontWeight="semibold" m="0">
              {title}
            </Heading>
          )}
          {actions}
        </Flex>
      )}
      {children}
    </Box>
  );
}

/**
 * True inside the portal's frame with a left nav: the shell draws the menu trail above the page
 * (消息中心 / 站内信), so crumbs that only repeat it are left out.
 */
function shellDrawsMenuTrail(): boolean {
  return typeof document !== 'undefined' && !!document.getElementById('portal-main')?.hasAttribute('data-menu-trail');
}

/**
 * Where the page sits: the area, the list it belongs to (a link back) and the page itself.
 * Inside the portal the shell draws the menu trail, so the crumbs are not drawn here: a nested
 * page (a detail, a form) hands the shell what lies below its menu page (`setPageTrail`), the
 * first linked crumb being the way back to the list; the portal shows one trail. Outside the
 * portal's frame the crumbs are drawn here.
 */
export function PageCrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useConsoleText();
  const { search } = useLocation();
  const routerHref = useHref('/');
  const inFrame = shellDrawsMenuTrail();
  const base = routerHref.slice(routerHref.indexOf('#') + 1).replace(/\/$/, '');
  const routeOf = (to: string) => `${base}${withMenuCode(to, search)}`;
  const list = crumbs.findIndex((crumb) => crumb.to);
  const below: PageTrail | null =
    inFrame && list >= 0
      ? {
          menuRoute: routeOf(crumbs[list].to!),
          menuLabel: crumbs[list].label,
          crumbs: crumbs.slice(list + 1).map((crumb) => ({ label: crumb.label, route: crumb.to ? routeOf(crumb.to) : undefined })),
        }
      : null;
  const published = JSON.stringify(below);
  useEffect(() => {
    if (!below) return;
    setPageTrail(below);
    return () => setPageTrail(null);
    // `published` is `below` as text: the trail changes only when its words or routes do.
  }, [published]);
  if (inFrame) return null;
  return (
    <Box as="nav" aria-label={t('console.breadcrumb')} mb="2" fontSize="sm" color="fg.muted">
      <Flex as="ol" listStyleType="none" m="0" p="0" wrap="wrap" gap="1">
        {crumbs.map((crumb, index) => (
          <Flex as="li" key={`${crumb.label}-${index}`} align="center" gap="1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.to ? (
              <ConsoleLink to={crumb.to}>{crumb.label}</ConsoleLink>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}
