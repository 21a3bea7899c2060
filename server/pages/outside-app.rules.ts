/**
 * Applications outside the portal that its menu opens by address (spec 2: cap-log-manage and
 * cap-apistore open /cap/#/logmanage-list and /cap/#/ampapistore). Pure, tested by a table.
 */

/** Path prefixes of applications outside the portal, with the configuration key that points at each. */
export const OUTSIDE_APPS = [{ prefix: '/cap', configKey: 'capUrl' }] as const;

/**
 * Where a request under `prefix` goes when the application is deployed at `baseUrl`: the rest of
 * the path and the query appended to it (`/cap/x?y` → `<base>/x?y`). The rest is appended after
 * the base's own path, never parsed as an address, so no request can point the redirect at
 * another host. The browser keeps the fragment (`#/logmanage-list`) across the redirect.
 */
export function outsideAppRedirect(baseUrl: string, requestUrl: string, prefix: string): string {
  const rest = requestUrl.startsWith(prefix) ? requestUrl.slice(prefix.length) : '';
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return base + rest.replace(/^[/\\]+/, '');
}
