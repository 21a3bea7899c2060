import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { innerUserMarkAtom, tokensAtom, userInfoAtom } from './atoms';
import { store } from './store';

describe('atoms kept in browser storage', () => {
  it('stores and removes both tokens together', () => {
    store.set(tokensAtom, { at: 'a1', rt: 'r1' });
    expect([storage.get(storageKeys.at), storage.get(storageKeys.rt)]).toEqual(['a1', 'r1']);
    store.set(tokensAtom, null);
    expect([storage.get(storageKeys.at), storage.get(storageKeys.rt)]).toEqual([null, null]);
  });

  it('stores the user as JSON under userInfo', () => {
    store.set(userInfoAtom, { id: 1, userName: '张三' } as never);
    expect(storage.getJson(storageKeys.userInfo)).toEqual({ id: 1, userName: '张三' });
  });

  it('keeps the inner-user mark as a number', () => {
    store.set(innerUserMarkAtom, 1);
    expect(storage.get(storageKeys.innerUserMark)).toBe('1');
    expect(store.get(innerUserMarkAtom)).toBe(1);
  });
});
