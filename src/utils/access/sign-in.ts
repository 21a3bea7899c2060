import type { AppEntry, LoginBody, LoginResult, MsgCodeBody } from '../../../contract';
import { catalogRoutes } from '../../../contract/catalog.routes';
import { iamRoutes } from '../../../contract/iam.routes';
import type { RouteData } from '../../../contract/route';
import { call } from '../api/call-api';
import { portalConfig } from '../config/portal-config';
import { navigate } from '../navigation/navigate';
import type { CodeChannel } from '../rules/code-countdown.rules';
import { readEnvelope } from '../rules/envelope.rules';
import {
  CALLBACK_RELOAD_DELAY_MS,
  acceptCallback,
  decideAfterLogin,
  findCarbonApp,
  queryParam,
  toSecurityMode,
  type LoginFormState,
  type SecurityMode,
} from '../rules/login.rules';
import { storage } from '../storage/storage';
import { countdownKeys, storageKeys } from '../storage/storage-keys';
import { startSession } from '../store/session';

type LoginSide = 'manager' | 'client';

/** What a login page's sign-in form does for one side: the form itself (`LoginForm` of `@portal/ui`) calls no API. */
export interface SignInActions {
  /** Spec 4: the login security mode (which code channels the form shows). */
  loadSecurityMode(): Promise<SecurityMode>;
  /** Sends a sign-in code after the server has checked the password (scope LOGIN). */
  requestCode(payload: Omit<LoginBody, 'verificeChannel'>, channel: CodeChannel): Promise<void>;
  /** Posts the encrypted login; rejects with an `ApiError` carrying the server's message. */
  signIn(payload: LoginBody): Promise<LoginResult>;
  /** Stores the session (spec 3 keys) and opens the next page. */
  finishSignIn(result: LoginResult, options: { form: LoginFormState; remember: boolean }): Promise<void>;
  /** The names to pre-fill for a tab of the form. */
  rememberedNames(accountType: LoginFormState['accountType']): { loginName: string; priLoginName: string; remembered: boolean };
}

/**
 * The sign-in actions of manager or client login, for `LoginForm`'s `actions`.
 *
 * @example
 * import { signInActions } from '@portal/utils';
 * <LoginForm side="client" accountType="PRIMARY_ACCOUNT" actions={signInActions('client')} />
 */
export function signInActions(side: LoginSide): SignInActions {
  return {
    loadSecurityMode,
    requestCode: (payload, channel) => requestLoginCode(side, payload, channel),
    signIn: (payload) => signIn(side, payload),
    finishSignIn: (result, options) => finishSignIn(side, result, options),
    rememberedNames,
  };
}

let modeInFlight: Promise<SecurityMode> | null = null;

type EarlyAnswer = Promise<{ status: number; body: unknown }>;

/**
 * The login security mode index.html's script asked for before any module ran (a prerendered
 * login page), taken once: its envelope read as the API client reads one. Null when there is none;
 * a failed or refused answer rejects, and the caller asks again through the API client.
 */
function takeEarlyMode(): Promise<RouteData<typeof iamRoutes.queryPwdConfig>> | null {
  const holder = window as { __portalSecurityMode?: EarlyAnswer };
  const early = holder.__portalSecurityMode;
  if (!early) return null;
  delete holder.__portalSecurityMode;
  return early.then(({ status, body }) => {
    const outcome = readEnvelope(body, status);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.data as RouteData<typeof iamRoutes.queryPwdConfig>;
  });
}

/**
 * Spec 4: GET passwordStrategy/queryPwdConfig answers the login security mode. Forms that ask at
 * once (the client login's two tabs, both live after hydration) share one request; a form that
 * asks later gets a fresh answer.
 */
function loadSecurityMode(): Promise<SecurityMode> {
  const ask = () => call(iamRoutes.queryPwdConfig);
  modeInFlight ??= (takeEarlyMode()?.catch(ask) ?? ask()).then(toSecurityMode).finally(() => {
    modeInFlight = null;
  });
  return modeInFlight;
}

/** Spec 7 auth/getMsgVerificeCode with scope LOGIN (the server checks the password first). */
async function requestLoginCode(side: LoginSide, payload: Omit<LoginBody, 'verificeChannel'>, channel: CodeChannel): Promise<void> {
  const body: MsgCodeBody = {
    loginName: payload.loginName,
    pwd: payload.pwd,
    loginUserType: side === 'manager' ? 'MANAGER_USER' : 'CLIENT_USER',
    scope: 'LOGIN',
    verificeChannel: channel,
    ...(payload.accountType ? { accountType: payload.accountType } : {}),
    ...(payload.priLoginName ? { priLoginName: payload.priLoginName } : {}),
  };
  await call(iamRoutes.msgVerificeCode, { body });
}

/** POST manager/login or client/login with the encrypted login payload (spec 3, 7). */
async function signIn(side: LoginSide, payload: LoginBody): Promise<LoginResult> {
  return call(side === 'manager' ? iamRoutes.managerLogin : iamRoutes.clientLogin, { body: payload });
}

/** The names to pre-fill: the remembered login name, or a sub-account's primary and own names. */
function rememberedNames(accountType: LoginFormState['accountType']) {
  if (accountType === 'SUB_ACCOUNT') {
    const priLoginName = storage.get(storageKeys.priLoginName) ?? '';
    const loginName = storage.get(storageKeys.childLoginName) ?? '';
    return { loginName, priLoginName, remembered: Boolean(loginName) };
  }
  const loginName = storage.get(storageKeys.loginName) ?? '';
  return { loginName, priLoginName: '', remembered: Boolean(loginName) };
}

/**
 * After a successful login (spec 2, 3, 4): writes the storage keys of spec 3 through the store,
 * clears the stored countdowns, then goes to the accepted callback (reloading after 200 ms),
 * else /user-info for a manager, else the carbon page when the tenant has 双碳平台 (stored as
 * targetApp) or the gateway page.
 */
async function finishSignIn(side: LoginSide, result: LoginResult, options: { form: LoginFormState; remember: boolean }): Promise<void> {
  const { form, remember } = options;
  const sub = form.accountType === 'SUB_ACCOUNT';
  startSession({ tokens: { at: result.at, rt: result.rt }, user: result.user, innerUserMark: side === 'client' ? (result.mark ?? null) : null });
  storage.set(storageKeys.accountType, side === 'client' ? (form.accountType ?? 'PRIMARY_ACCOUNT') : null);
  if (sub) {
    storage.set(storageKeys.priLoginName, form.priLoginName?.trim() || null);
    storage.set(storageKeys.childLoginName, form.loginName.trim());
  } else {
    storage.set(storageKeys.loginName, remember ? form.loginName.trim() : null);
  }
  storage.remove(...countdownKeys);

  const callback = acceptCallback(queryParam(window.location, 'callback'), window.location.href);
  let hasCarbon: boolean | undefined;
  let carbonApp: AppEntry | undefined;
  if (!callback && side === 'client') {
    carbonApp = await findTenantCarbonApp(result);
    hasCarbon = Boolean(carbonApp);
  }
  const next = decideAfterLogin(side, callback, hasCarbon);
  switch (next.kind) {
    case 'callback':
      window.location.href = next.url;
      // Spec 2: a callback to another hash of this page would not reload it; the shell must start fresh.
      window.setTimeout(() => window.location.reload(), CALLBACK_RELOAD_DELAY_MS);
      return;
    case 'route':
      navigate(next.path);
      return;
    case 'carbon':
      storage.setJson(storageKeys.targetApp, carbonApp);
      window.location.href = portalConfig.carbonUrl;
      return;
    case 'gateway':
      storage.remove(storageKeys.targetApp);
      window.location.href = portalConfig.gatewayUrl;
      return;
  }
}

/** Spec 2: the tenant's application list (pageNo 1, pageSize 9999) searched for 双碳平台; a failed list counts as not found. */
async function findTenantCarbonApp(result: LoginResult): Promise<AppEntry | undefined> {
  try {
    const page = await call(catalogRoutes.tenantAppList, {
      query: { pageNo: 1, pageSize: 9999, ...(result.user.tenantId ? { tenantId: result.user.tenantId } : {}), loginName: result.user.loginName },
    });
    return findCarbonApp(page?.records);
  } catch {
    return undefined;
  }
}
