import { splitRoute } from '@portal/utils';

/**
 * Page routes → the parcel that draws them (an import-map name). Routes not listed here are
 * sub-app routes: the content region shows the sub-app container and the root config mounts
 * whatever the import map registers for that hash prefix.
 */
export const PAGE_PARCELS: Readonly<Record<string, string>> = {
  '/manager-login': '@portal/manager-login',
  '/client-login': '@portal/client-login',
  '/find-password': '@portal/find-password',
  '/set-password': '@portal/set-password',
  '/register': '@portal/register',
  '/lap': '@portal/legal-lap',
  '/platform': '@portal/legal-platform',
  '/user-info': '@portal/user-info',
  '/application-overview': '@portal/overview',
  '/application': '@portal/application',
};

/** Shown for a page route whose parcel is not in the import map yet. */
export const PLACEHOLDER_PARCEL = '@portal/placeholder';

/** The parcel of a route, or null for a sub-app route. */
export function parcelForRoute(route: string): string | null {
  return PAGE_PARCELS[splitRoute(route).path] ?? null;
}
