import type { LoginBody, LoginResult, MsgCodeBody, TenantAppPage, AppEntry } from '../../../contract';
import {
  CALLBACK_RELOAD_DELAY_MS,
  acceptCallback,
  api,
  countdownKeys,
  decideAfterLogin,
  encryptBody,
  findCarbonApp,
  innerUserMarkAtom,
  isApiError,
  navigate,
  portalConfig,
  queryParam,
  storage,
  storageKeys,
  store,
  toSecurityMode,
  tokensAtom,
  userInfoAtom,
  userTypeAtom,
  type CodeChannel,
  type LoginFormState,
  type SecurityMode,
} from '@portal/utils';

// Paths are written out (types only come from contract/) so the page does not bundle typebox.
const IAM = '/common/iam/v1';

export type LoginSide = 'manager' | 'client';

/** Spec 4: GET passwordStrategy/queryPwdConfig answers the login security mode. */
export async function loadSecurityMode(): Promise<SecurityMode> {
  const { data } = await api.get<unknown>(`${IAM}/passwordStrategy/queryPwdConfig`);
  return toSecurityMode(data);
}

/** Spec 7 auth/getMsgVerificeCode with scope LOGIN (the server checks the password first). */
export async function requestLoginCode(side: LoginSide, payload: Omit<LoginBody, 'verificeChannel'>, channel: CodeChannel): Promise<void> {
  const body: MsgCodeBody = {
    loginName: payload.loginName,
    pwd: payload.pwd,
    loginUserType: side === 'manager' ? 'MANAGER_USER' : 'CLIENT_USER',
    scope: 'LOGIN',
    verificeChannel: channel,
    ...(payload.accountType ? { accountType: payload.accountType } : {}),
    ...(payload.priLoginName ? { priLoginName: payload.priLoginName } : {}),
  };
  await api.post(`${IAM}/auth/getMsgVerificeCode`, body);
}

/** POST manager/login or client/login with the encrypted login payload (spec 3, 7). */
export async function signIn(side: LoginSide, payload: LoginBody): Promise<LoginResult> {
  const { data } = await api.post<LoginResult>(`${IAM}/${side}/login`, await encryptBody(payload));
  return data;
}

/** The names to pre-fill: the remembered login name, or a sub-account's primary and own names. */
export function rememberedNames(accountType: LoginFormState['accountType']) {
  if (accountType === 'SUB_ACCOUNT') {
    const priLoginName = storage.get(storageKeys.priLoginName) ?? '';
    const loginName = storage.get(storageKeys.childLoginName) ?? '';
    return { loginName, priLoginName, remembered: Boolean(loginName) };
  }
  const loginName = storage.get(storageKeys.loginName) ?? '';
  return { loginName, priLoginName: '', remembered: Boolean(loginName) };
}

/** The message to show for a failed call: the server's (or the client's timeout/network) text. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * After a successful login (spec 2, 3, 4): writes the storage keys of spec 3 through the store,
 * clears the stored countdowns, then goes to the accepted callback (reloading after 200 ms),
 * else /user-info for a manager, else the carbon page when the tenant has 双碳平台 (stored as
 * targetApp) or the gateway page.
 */
export async function finishSignIn(side: LoginSide, result: LoginResult, options: { form: LoginFormState; remember: boolean }): Promise<void> {
  const { form, remember } = options;
  const sub = form.accountType === 'SUB_ACCOUNT';
  store.set(tokensAtom, { at: result.at, rt: result.rt });
  store.set(userInfoAtom, result.user);
  store.set(userTypeAtom, result.user.userType);
  storage.set(storageKeys.accountType, side === 'client' ? (form.accountType ?? 'PRIMARY_ACCOUNT') : null);
  store.set(innerUserMarkAtom, side === 'client' ? (result.mark ?? null) : null);
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
    const { data } = await api.get<TenantAppPage>(`${IAM}/apps/auth/tenant-app-list`, {
      params: { pageNo: 1, pageSize: 9999, ...(result.user.tenantId ? { tenantId: result.user.tenantId } : {}), loginName: result.user.loginName },
    });
    return findCarbonApp(data?.records);
  } catch {
    return undefined;
  }
}
