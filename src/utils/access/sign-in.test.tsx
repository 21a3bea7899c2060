import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { LoginResult } from '../../../contract';
import { api } from '../api/api';
import { currentRoute } from '../navigation/navigate';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { innerUserMarkAtom, tokensAtom, userInfoAtom, userTypeAtom } from '../store/atoms';
import { store } from '../store/store';
import { signInActions } from './sign-in';
import { clearSession } from '../store/session';

const user = (userType: 'MANAGER_USER' | 'CLIENT_USER') => ({ id: 7, loginName: 'demo', userName: '演示', userType }) as unknown as LoginResult['user'];
const result = (userType: 'MANAGER_USER' | 'CLIENT_USER', mark?: number): LoginResult => ({
  at: 'at-1',
  rt: 'rt-1',
  user: user(userType),
  ...(mark === undefined ? {} : { mark }),
});
const form = (over: Partial<{ loginName: string; priLoginName: string; accountType: 'PRIMARY_ACCOUNT' | 'SUB_ACCOUNT' }> = {}) => ({
  loginName: ' demo ',
  pwd: 'x',
  verificeCode: '',
  ...over,
});

const seen: InternalAxiosRequestConfig[] = [];
const answer =
  (data: unknown): AxiosAdapter =>
  async (config) => {
    seen.push(config);
    return { data: { success: true, data, message: 'ok', code: 'OK' }, status: 200, statusText: 'OK', headers: {}, config };
  };

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearSession();
  seen.length = 0;
  window.history.replaceState(null, '', '#/manager-login');
});

describe('sign-in actions', () => {
  it('store the session and open /user-info after a manager signs in', async () => {
    storage.set(storageKeys.closeCountdownEnd, '123');
    await signInActions('manager').finishSignIn(result('MANAGER_USER'), { form: form(), remember: true });
    expect(store.get(tokensAtom)).toEqual({ at: 'at-1', rt: 'rt-1' });
    expect(store.get(userInfoAtom)?.id).toBe(7);
    expect(store.get(userTypeAtom)).toBe('MANAGER_USER');
    expect(store.get(innerUserMarkAtom)).toBeNull();
    expect(storage.get(storageKeys.loginName)).toBe('demo');
    expect(storage.get(storageKeys.closeCountdownEnd)).toBeNull();
    expect(currentRoute()).toBe('/user-info');
  });

  it('forget the login name when remember is not ticked', async () => {
    storage.set(storageKeys.loginName, 'someone');
    await signInActions('manager').finishSignIn(result('MANAGER_USER'), { form: form(), remember: false });
    expect(storage.get(storageKeys.loginName)).toBeNull();
  });

  it("keep a sub-account's primary and own login names and pre-fill them next time", async () => {
    const actions = signInActions('client');
    window.history.replaceState(null, '', '?callback=%23%2Fuser-info#/client-login');
    await actions.finishSignIn(result('CLIENT_USER', 1), { form: form({ accountType: 'SUB_ACCOUNT', priLoginName: ' acme ' }), remember: false });
    expect(store.get(innerUserMarkAtom)).toBe(1);
    expect(actions.rememberedNames('SUB_ACCOUNT')).toEqual({ loginName: 'demo', priLoginName: 'acme', remembered: true });
    expect(actions.rememberedNames('PRIMARY_ACCOUNT')).toEqual({ loginName: '', priLoginName: '', remembered: false });
  });

  it('post the encrypted login to the side of the form and answer its result', async () => {
    const adapter = api.defaults.adapter;
    api.defaults.adapter = answer(result('CLIENT_USER', 0));
    try {
      const answered = await signInActions('client').signIn({ loginName: 'demo', pwd: 'secret' });
      expect(answered.at).toBe('at-1');
      expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual(['post /common/iam/v1/client/login']);
      expect(String(seen[0].data)).not.toContain('secret');
    } finally {
      api.defaults.adapter = adapter;
    }
  });

  it('read the login security mode', async () => {
    const adapter = api.defaults.adapter;
    api.defaults.adapter = answer(1);
    try {
      await expect(signInActions('manager').loadSecurityMode()).resolves.toBe(1);
      expect(seen[0].url).toBe('/common/iam/v1/passwordStrategy/queryPwdConfig');
    } finally {
      api.defaults.adapter = adapter;
    }
  });

  it.each([
    ['answered', Promise.resolve({ status: 200, body: { success: true, data: 3, message: 'ok', code: 'OK' } }), 3, 0],
    ['refused', Promise.resolve({ status: 503, body: { success: false, message: 'busy', code: 'BUSY' } }), 1, 1],
    ['failed', Promise.reject(new TypeError('Failed to fetch')), 1, 1],
  ])('take the security mode index.html asked for (%s) once, asking the API only when it did not arrive', async (_case, early, mode, requests) => {
    const adapter = api.defaults.adapter;
    api.defaults.adapter = answer(1);
    (window as { __portalSecurityMode?: unknown }).__portalSecurityMode = early;
    try {
      await expect(signInActions('client').loadSecurityMode()).resolves.toBe(mode);
      expect(seen).toHaveLength(requests);
      expect('__portalSecurityMode' in window).toBe(false);
      // Taken once: the next form to ask gets a fresh answer from the API.
      await expect(signInActions('client').loadSecurityMode()).resolves.toBe(1);
      expect(seen).toHaveLength(requests + 1);
    } finally {
      api.defaults.adapter = adapter;
    }
  });

  it('share one request of the security mode between forms that ask at once, and ask again later', async () => {
    const adapter = api.defaults.adapter;
    api.defaults.adapter = answer(2);
    try {
      const [primary, sub] = await Promise.all([signInActions('client').loadSecurityMode(), signInActions('client').loadSecurityMode()]);
      expect([primary, sub]).toEqual([2, 2]);
      expect(seen).toHaveLength(1);
      await signInActions('client').loadSecurityMode();
      expect(seen).toHaveLength(2);
    } finally {
      api.defaults.adapter = adapter;
    }
  });
});
