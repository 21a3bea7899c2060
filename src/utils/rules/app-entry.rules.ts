/**
 * Where the application list comes from (spec 6): with inner-user mark 0 the tenant's main
 * account (pid 0) lists the tenant's applications and a sub-account its own; any other mark
 * lists the identity service's applications grouped by category.
 */
export type AppListSource = 'tenant' | 'user' | 'idaas';

export function chooseAppListSource(innerUserMark: unknown, pid: unknown): AppListSource {
  if (String(innerUserMark) !== '0') return 'idaas';
  return String(pid) === '0' ? 'tenant' : 'user';
}

/** Eight accent colours for application cards (spec 9); an entry's randomNum indexes them. */
export const APP_ACCENT_COLOURS = ['#2f6fed', '#13a8a8', '#f08c00', '#7048e8', '#2b8a3e', '#e8590c', '#c2255c', '#1c7ed6'] as const;

/** A colour index 0–7 chosen client-side (spec 3, randomNum). `random` returns [0, 1). */
export function pickAccentIndex(random: () => number = Math.random): number {
  const index = Math.floor(random() * APP_ACCENT_COLOURS.length);
  return Math.min(APP_ACCENT_COLOURS.length - 1, Math.max(0, Number.isFinite(index) ? index : 0));
}

/** The card's abbreviation: the entry's text, else the first two characters of its name. */
export function abbreviationOf(text: unknown, appName: unknown): string {
  const given = typeof text === 'string' ? text.trim() : '';
  if (given) return given;
  return Array.from(typeof appName === 'string' ? appName.trim() : '').slice(0, 2).join('');
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Spec 2, application page: when flag is 3 and the URL has a `redirect` parameter, that
 * parameter is URL-encoded before opening, so the target's own query and hash travel inside it.
 * The value runs to the next `&` or the end (a `#` after it belongs to the redirect target);
 * it is decoded first so an already-encoded value is not encoded twice.
 */
export function encodeRedirectParam(url: string, flag: unknown): string {
  if (String(flag) !== '3') return url;
  const match = /([?&])redirect=([^&]*)/.exec(url);
  if (!match) return url;
  const [whole, separator, value] = match;
  const encoded = `${separator}redirect=${encodeURIComponent(decodeSafely(value))}`;
  return url.slice(0, match.index) + encoded + url.slice(match.index + whole.length);
}

/**
 * The URL to open for an application, or null when it must not be opened: only http and https
 * ever leave the portal (no javascript:, data:, vbscript:, file:). A root-relative path is
 * resolved against the portal's own origin and must stay on it, which turns away
 * protocol-relative (`//evil.example`) and backslash (`/\evil.example`) tricks.
 *
 * @example openableAppUrl('https://sso.example/?redirect=https://app.example/#/a', 3, location.origin)
 *          // 'https://sso.example/?redirect=https%3A%2F%2Fapp.example%2F%23%2Fa'
 */
export function openableAppUrl(url: unknown, flag: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (!trimmed) return null;
  const prepared = encodeRedirectParam(trimmed, flag);
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(prepared);
  let parsed: URL;
  try {
    parsed = absolute ? new URL(prepared) : new URL(prepared, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!absolute) {
    if (!prepared.startsWith('/') || parsed.origin !== new URL(origin).origin) return null;
  }
  return parsed.href;
}
