/**
 * Sign-in page rules (spec 2 manager/client login, spec 3 login payload, spec 4 login security
 * mode and login button). Pure: the pages stay thin over them.
 */
import type { CodeChannel } from './code-countdown.rules';
import { rules } from '../../../contract/rules/validation.rules';
import { LOGIN_PAGE_PATHS, splitRoute, webAddress } from './route.rules';

/** Login security mode from GET passwordStrategy/queryPwdConfig: 0 SMS, 1 e-mail, 2 off, 3 both. */
export type SecurityMode = 0 | 1 | 2 | 3;

/** The code channels a mode offers, in the order shown (mode 3: SMS first). */
export function codeChannelsFor(mode: SecurityMode | null | undefined): CodeChannel[] {
  switch (mode) {
    case 0:
      return ['SMS'];
    case 1:
      return ['EMAIL'];
    case 2:
      return [];
    case 3:
      return ['SMS', 'EMAIL'];
    default:
      // Mode not known yet (or a value the spec does not define): ask for a code rather than
      // risk letting a sign-in through with less security than the server expects.
      return ['SMS'];
  }
}

/** Turns the server's answer into a mode; anything unknown is treated as 0 (SMS), the safe side. */
export function toSecurityMode(value: unknown): SecurityMode {
  const n = Number(value);
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : 0;
}

export interface LoginFormState {
  loginName: string;
  pwd: string;
  verificeCode: string;
  /** Sub-account sign-in only: the primary account's user name. */
  priLoginName?: string;
  accountType?: 'PRIMARY_ACCOUNT' | 'SUB_ACCOUNT';
}

const filled = (v: string | undefined) => (v ?? '').trim() !== '';

/**
 * Spec 4: the login button is disabled while login name or password (and the code, unless the
 * mode is 2) is blank; a sub-account also needs the primary account's user name. It stays
 * disabled while a login is in flight so a second submit cannot start.
 */
export function canSubmitLogin(form: LoginFormState, mode: SecurityMode | null, inFlight: boolean): boolean {
  if (inFlight || mode === null) return false;
  if (!filled(form.loginName) || !filled(form.pwd)) return false;
  if (form.accountType === 'SUB_ACCOUNT' && !filled(form.priLoginName)) return false;
  if (codeChannelsFor(mode).length > 0 && !filled(form.verificeCode)) return false;
  return true;
}

/** The login payload (spec 3) with every field trimmed (spec 5: leading and trailing spaces are trimmed). */
export function buildLoginPayload(form: LoginFormState, mode: SecurityMode, channel: CodeChannel) {
  const needsCode = codeChannelsFor(mode).length > 0;
  const sub = form.accountType === 'SUB_ACCOUNT';
  return {
    loginName: form.loginName.trim(),
    pwd: form.pwd.trim(),
    ...(needsCode ? { verificeCode: form.verificeCode.trim(), verificeChannel: channel } : {}),
    ...(form.accountType ? { accountType: form.accountType } : {}),
    ...(sub ? { priLoginName: (form.priLoginName ?? '').trim() } : {}),
  };
}

/**
 * The callback query URL after sign-in (spec 2), accepted only when it stays on this origin:
 * there is no open redirect. The value is decoded once; a relative path or hash is resolved
 * against the current page. Returns the absolute URL to go to, or null to ignore it.
 */
export function acceptCallback(raw: string | null | undefined, currentHref: string): string | null {
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  if (!decoded) return null;
  // Backslashes and control characters are read differently by browsers (`/\evil.com`).
  if (/[\\\u0000-\u001f]/.test(decoded)) return null;
  let target: URL;
  let here: URL;
  try {
    here = new URL(currentHref);
    target = new URL(decoded, here);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.origin !== here.origin) return null;
  if (target.username || target.password) return null;
  return target.href;
}

/** Reads one query parameter from a hash route (`#/client-login?callback=…`) or, failing that, the search. */
export function queryParam(location: { hash: string; search: string }, name: string): string | null {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  // URLSearchParams decodes once; keep the raw value so acceptCallback decodes exactly once more.
  for (const source of [hashQuery, location.search.replace(/^\?/, '')]) {
    for (const pair of source.split('&')) {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      if (key === name) return eq < 0 ? '' : pair.slice(eq + 1);
    }
  }
  return null;
}

/** The application a client is sent to after sign-in when the tenant has it (spec 2). */
// eslint-disable-next-line portal/text-beside-english -- data: the seeded application's name, matched as stored
const CARBON_APP_NAME = '双碳平台';

interface NamedApp {
  appName?: string | null;
}

/** Spec 2: the tenant's application list searched for 双碳平台; undefined sends the user to the gateway. */
export function findCarbonApp<T extends NamedApp>(apps: readonly T[] | null | undefined): T | undefined {
  return (apps ?? []).find((app) => (app.appName ?? '').trim() === CARBON_APP_NAME);
}

type AfterLogin = { kind: 'callback'; url: string } | { kind: 'route'; path: string } | { kind: 'carbon' } | { kind: 'gateway' };

/**
 * Where a successful sign-in goes (spec 2): an accepted callback first; else a manager goes to
 * /user-info and a client to the carbon page when the tenant has 双碳平台, else the gateway.
 * `hasCarbonApp` is asked only for clients without a callback.
 */
export function decideAfterLogin(side: 'manager' | 'client', callback: string | null, hasCarbonApp?: boolean): AfterLogin {
  if (callback) return { kind: 'callback', url: callback };
  if (side === 'manager') return { kind: 'route', path: '/user-info' };
  return hasCarbonApp ? { kind: 'carbon' } : { kind: 'gateway' };
}

/** Where a signed-in user lands: a route of this portal, or another address. */
export type Landing = { kind: 'route'; to: string } | { kind: 'location'; url: string };

export interface LandingContext {
  userType: string | null | undefined;
  /** Whether the sign-in found 双碳平台 (targetApp stored), choosing the carbon page over the gateway. */
  hasTargetApp: boolean;
  carbonUrl: string;
  gatewayUrl: string;
  /** An accepted callback (`acceptCallback`) of the login page, or null. */
  callback?: string | null;
  currentHref: string;
}

/** A client's landing when the configured one cannot be used. */
const CLIENT_FALLBACK_LANDING = '/application-overview';

/** Routes a signed-in user must not land on: they would send the user on again, for ever. */
const RESTLESS_ROUTES = ['/', '/toHome', ...LOGIN_PAGE_PATHS];

/**
 * Where the user's sign-in led (spec 2), for the logo, `/` and a sign-in page reached while
 * signed in: an accepted callback; else a manager to /user-info, a client to the carbon page when
 * the sign-in found 双碳平台, else to the gateway page. An address on this page becomes its hash
 * route; one that is not http(s), does not parse, or would land on `/`, `/toHome` or a sign-in page
 * gives the client's overview (a manager's callback gives /user-info).
 */
export function landingFor({ userType, hasTargetApp, carbonUrl, gatewayUrl, callback, currentHref }: LandingContext): Landing {
  const fallback: Landing = { kind: 'route', to: userType === 'MANAGER_USER' ? '/user-info' : CLIENT_FALLBACK_LANDING };
  const address = callback || (userType === 'MANAGER_USER' ? null : hasTargetApp ? carbonUrl : gatewayUrl);
  const web = address ? webAddress(address, currentHref) : null;
  if (!web) return fallback;
  if (!web.samePage) return { kind: 'location', url: web.target.href };
  const route = web.target.hash.slice(1);
  if (RESTLESS_ROUTES.includes(splitRoute(route).path)) return fallback;
  return { kind: 'route', to: route.startsWith('/') ? route : `/${route}` };
}

/** The href of a landing, for a link (the logo, a way back). */
export function landingHref(landing: Landing): string {
  return landing.kind === 'route' ? `#${landing.to}` : landing.url;
}

/** Spec 2: the page reloads 200 ms after going to a callback URL (a hash change alone does not reload). */
export const CALLBACK_RELOAD_DELAY_MS = 200;

/** Spec 9: how long a success message shows before the page moves on (e.g. 密码已重置 → login). */
export const SUCCESS_MESSAGE_DELAY_MS = 1500;

/** Spec 2 set-password: type 2 goes to client login; any other type to manager login. */
export function loginPathAfterSetPassword(type: string | null | undefined): '/client-login' | '/manager-login' {
  return type !== null && type !== undefined && decodeURIComponent(type).trim() === '2' ? '/client-login' : '/manager-login';
}

/** The names to carry to the sub-account tab: the login name, and the primary's when it was typed too. */
export interface SubAccountNames {
  loginName: string;
  priLoginName?: string;
}

/**
 * Whether a sign-in refused on the primary tab should hint at the sub-account tab (issue 23), and
 * with which names. Decided from what was typed alone: the server answers every refused name with
 * the same LOGIN_FAILED (spec 8, issue 3 item 7), so the hint tells nobody whether a sub-account
 * of that name exists. A sub-account signs in by its login name, which has the user-name form
 * (letters, digits, Chinese, `_`, not only digits): a phone or e-mail is a primary account's, and
 * gets no hint. `primary/sub` (or `primary:sub`), a form no login name can take, carries both.
 */
export function subAccountHintOf(typed: string): SubAccountNames | null {
  const name = typed.trim();
  const path = /^([^/:：]+)[/:：]([^/:：]+)$/.exec(name);
  if (path) {
    const [priLoginName, loginName] = [path[1].trim(), path[2].trim()];
    return rules.userName(loginName) === null && priLoginName ? { loginName, priLoginName } : null;
  }
  return rules.userName(name) === null ? { loginName: name } : null;
}
