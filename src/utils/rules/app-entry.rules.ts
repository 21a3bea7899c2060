import type { AppListQuery, IdaasLoginQuery } from '../../../contract/catalog';
import { catalogRoutes } from '../../../contract/catalog.routes';
import type { Language } from '../../../contract/rules/language.rules';

/**
 * Where the application list comes from (spec 6): with inner-user mark 0 the tenant's main
 * account (pid 0) lists the tenant's applications and a sub-account its own; any other mark
 * lists the identity service's applications grouped by category.
 */
type AppListSource = 'tenant' | 'user' | 'idaas';

export function chooseAppListSource(innerUserMark: unknown, pid: unknown): AppListSource {
  if (String(innerUserMark) !== '0') return 'idaas';
  return String(pid) === '0' ? 'tenant' : 'user';
}

/**
 * Eight accent colours for application cards (spec 9); an entry's randomNum indexes them. Each
 * keeps white abbreviation text at a contrast of at least 4.5:1 (WCAG AA for small text).
 */
export const APP_ACCENT_COLOURS = ['#1d4ed8', '#0f766e', '#b45309', '#6d28d9', '#15803d', '#c2410c', '#be123c', '#0369a1'] as const;

/**
 * The colour index 0–7 of an application (spec 3's client-side randomNum), derived from the
 * application itself so that its tile keeps one colour on every load, on the overview card and on
 * the application page alike: FNV-1a over its key (id, else name), folded onto the palette.
 */
export function accentIndexOf(identity: string): number {
  let hash = 0x811c9dc5;
  for (const char of identity) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % APP_ACCENT_COLOURS.length;
}

/** The card's abbreviation: the entry's text, else the first two characters of its name. */
export function abbreviationOf(text: unknown, appName: unknown): string {
  const given = typeof text === 'string' ? text.trim() : '';
  if (given) return given;
  return Array.from(typeof appName === 'string' ? appName.trim() : '')
    .slice(0, 2)
    .join('');
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
 * protocol-relative (`//evil.example`) and backslash (`/\evil.example`) tricks. A URL that
 * browsers would have to repair is refused rather than repaired: a backslash, whitespace or a
 * control character inside it, or an absolute URL not written `http(s)://` (`http:/\evil`,
 * `https:evil.example` both lead to evil.example).
 *
 * @example openableAppUrl('https://sso.example/?redirect=https://app.example/#/a', 3, location.origin)
 *          // 'https://sso.example/?redirect=https%3A%2F%2Fapp.example%2F%23%2Fa'
 */
export function openableAppUrl(url: unknown, flag: unknown, origin: string): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (/[\\\s\u0000-\u001f\u007f]/.test(trimmed)) return null;
  const prepared = encodeRedirectParam(trimmed, flag);
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(prepared);
  if (absolute && !/^https?:\/\/[^/]/i.test(prepared)) return null;
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

/** One application card, whatever list it came from (spec 3, "Application entry"). */
export interface AppCard {
  key: string;
  appName: string;
  /** The English name, null when the application has none (docs/decisions/016): show it with `localName`. */
  appNameEn: string | null;
  url: string;
  icon: string | null;
  text: string;
  flag: string;
  category: string;
  /** The category's English name, or null. */
  categoryEn: string | null;
  /** Colour index 0–7, derived from the application (accentIndexOf). */
  randomNum: number;
}

type Raw = Record<string, unknown>;

const asRecords = (value: unknown): Raw[] => (Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Raw[]) : []);

const text = (...values: unknown[]): string => {
  for (const v of values) if (typeof v === 'string' && v.trim()) return v.trim();
  for (const v of values) if (typeof v === 'number') return String(v);
  return '';
};

function toCard(raw: Raw, category: string, index: number, categoryEn: string | null = null): AppCard {
  const appName = text(raw.appName, raw.name);
  const id = text(raw.id, raw.appId, raw.appCode);
  return {
    key: id || `${category}-${index}-${appName}`,
    appName,
    appNameEn: text(raw.appNameEn) || null,
    url: text(raw.url, raw.appUrl),
    icon: text(raw.icon, raw.logo) || null,
    text: abbreviationOf(raw.text, appName),
    flag: text(raw.flag),
    category: text(raw.categoryName, raw.category, raw.classificationName) || category,
    categoryEn: text(raw.categoryNameEn, raw.classificationNameEn) || categoryEn,
    randomNum: accentIndexOf(id || appName),
  };
}

/**
 * Shapes any of the three list answers (spec 6, 3) into cards: the tenant list is paged
 * (`{ records }`), the user list a plain array, and the identity service's list is grouped by
 * category name, either as `{ [categoryName]: entries }` or as `[{ categoryName, apps }]`.
 */
export function toAppCards(data: unknown): AppCard[] {
  if (Array.isArray(data)) {
    return asRecords(data).flatMap((raw, i) => {
      const group = raw.apps ?? raw.appList ?? raw.children ?? raw.list;
      if (Array.isArray(group)) {
        const category = text(raw.categoryName, raw.category, raw.name);
        return asRecords(group).map((entry, j) => toCard(entry, category, i * 1000 + j, text(raw.categoryNameEn) || null));
      }
      return [toCard(raw, '', i)];
    });
  }
  if (data && typeof data === 'object') {
    const record = data as Raw;
    if (Array.isArray(record.records)) return toAppCards(record.records);
    return Object.entries(record).flatMap(([category, entries], i) => asRecords(entries).map((entry, j) => toCard(entry, category, i * 1000 + j)));
  }
  return [];
}

/**
 * The abbreviation an English screen shows for an application with an English name: the initials
 * of its first three words ('Dual carbon platform' → 'DCP'), else the card's own abbreviation.
 */
export function abbreviationIn(card: Pick<AppCard, 'text' | 'appNameEn'>, language: Language): string {
  if (language !== 'en-US' || !card.appNameEn?.trim()) return card.text;
  const words = card.appNameEn.trim().split(/\s+/);
  return words.length === 1
    ? Array.from(words[0]).slice(0, 3).join('')
    : words
        .slice(0, 3)
        .map((w) => Array.from(w)[0].toUpperCase())
        .join('');
}

/** The category tabs, in order of first appearance; entries without a category get none. */
export function appCategories(cards: readonly AppCard[]): string[] {
  return [...new Set(cards.map((c) => c.category).filter(Boolean))];
}

/** Application list page size (spec 9). */
const APP_LIST_PAGE_SIZE = 9999;

/** One application list call: a route of `catalogRoutes` and its query. */
type AppListRequest =
  | { route: typeof catalogRoutes.idaasLogin; query: IdaasLoginQuery }
  | { route: typeof catalogRoutes.tenantAppList | typeof catalogRoutes.userAppList; query: AppListQuery };

/**
 * The call that fetches the application list from a source (spec 7): the tenant and user lists
 * take pageNo 1, pageSize 9999, tenantId and loginName; the identity service takes the tenant id.
 */
export function appListRequest(source: AppListSource, user: { tenantId: number; loginName: string }): AppListRequest {
  if (source === 'idaas') return { route: catalogRoutes.idaasLogin, query: { id: user.tenantId } };
  return {
    route: source === 'tenant' ? catalogRoutes.tenantAppList : catalogRoutes.userAppList,
    query: { pageNo: 1, pageSize: APP_LIST_PAGE_SIZE, tenantId: user.tenantId, loginName: user.loginName },
  };
}
