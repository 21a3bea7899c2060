/**
 * Signs a demo account in through the API (the encrypted login body, as the browser sends it)
 * and writes the spec 3 storage keys, so signed-in tests need not click the login form.
 *
 * @example
 * const portal = await startPortal();
 * const { page } = await newPage(browser);
 * const user = await signInAs(page, portal, 'demo');
 * await page.goto(`${portal.url}/#/application-overview`);
 */
import CryptoJS from 'crypto-js';
import type { Page } from 'playwright-core';
import type { Portal } from './portal';

export type DemoAccount = 'admin' | 'demo' | 'operator' | 'demo2';

const ACCOUNTS: Record<DemoAccount, { userType: 'MANAGER_USER' | 'CLIENT_USER'; accountType?: 'PRIMARY_ACCOUNT' | 'SUB_ACCOUNT'; priLoginName?: string }> = {
  admin: { userType: 'MANAGER_USER' },
  demo: { userType: 'CLIENT_USER', accountType: 'PRIMARY_ACCOUNT' },
  demo2: { userType: 'CLIENT_USER', accountType: 'PRIMARY_ACCOUNT' },
  operator: { userType: 'CLIENT_USER', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' },
};

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  code: string;
}

export interface SignedIn {
  at: string;
  rt: string;
  user: { id: number; userName: string; loginName: string; userType: string; [key: string]: unknown };
  mark?: number;
}

async function post<T>(portal: Portal, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${portal.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'domain-name': '127.0.0.1' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`POST ${path}: ${response.status} ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/**
 * Signs in (asking for a code through the outbox when the login security mode needs one) and
 * stores at, rt, userInfo, userType, loginName, accountType, priLoginName and innerUserMark in the
 * page's localStorage. The page is left on the portal's origin; navigate afterwards.
 */
export async function signInAs(page: Page, portal: Portal, account: DemoAccount, password = process.env.DEMO_PASSWORD || 'Portal@2026'): Promise<SignedIn> {
  const config = (await (await fetch(`${portal.url}/portal-config.json`)).json()) as { aesKey: string };
  const { userType, accountType, priLoginName } = ACCOUNTS[account];
  const kind = userType === 'MANAGER_USER' ? 'manager' : 'client';

  const payload: Record<string, unknown> = { loginName: account, pwd: password };
  if (accountType) payload.accountType = accountType;
  if (priLoginName) payload.priLoginName = priLoginName;

  const mode = await fetch(`${portal.url}/api/common/iam/v1/passwordStrategy/queryPwdConfig`, { headers: { 'domain-name': '127.0.0.1' } })
    .then((r) => r.json() as Promise<Envelope<number>>)
    .then((e) => (e.success ? e.data : 2))
    .catch(() => 2);
  if (mode !== 2) {
    const channel = mode === 1 ? 'EMAIL' : 'SMS';
    const before = portal.outbox().length;
    await post(portal, '/common/iam/v1/auth/getMsgVerificeCode', {
      loginName: account,
      loginUserType: userType,
      pwd: password,
      scope: 'LOGIN',
      verificeChannel: channel,
      ...(accountType ? { accountType } : {}),
      ...(priLoginName ? { priLoginName } : {}),
    });
    const sent = portal
      .outbox()
      .slice(before)
      .reverse()
      .find((entry) => entry.code);
    if (!sent?.code) throw new Error(`No verification code in the outbox for ${account}`);
    payload.verificeCode = sent.code;
    payload.verificeChannel = channel;
  }

  const body = { data: CryptoJS.AES.encrypt(JSON.stringify(payload), config.aesKey).toString() };
  const result = await post<SignedIn>(portal, `/common/iam/v1/${kind}/login`, body);

  if (!page.url().startsWith(portal.url)) await page.goto(`${portal.url}/portal-config.json`);
  await page.evaluate(
    ({ result, userType, accountType, priLoginName, account }) => {
      localStorage.setItem('at', result.at);
      localStorage.setItem('rt', result.rt);
      localStorage.setItem('userInfo', JSON.stringify(result.user));
      localStorage.setItem('userType', userType);
      localStorage.setItem('loginName', account);
      if (accountType) localStorage.setItem('accountType', accountType);
      if (priLoginName) {
        localStorage.setItem('priLoginName', priLoginName);
        localStorage.setItem('childLoginName', account);
      }
      localStorage.setItem('innerUserMark', String(result.mark ?? 1));
    },
    { result, userType, accountType, priLoginName, account },
  );
  return result;
}
