import { createStorage, type StorageArea } from './storage';
import { countdownKeys, storageKeys } from './storage-keys';

function area(initial: Record<string, string> = {}): StorageArea & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('storage keys', () => {
  it('uses exactly the names of spec 3', () => {
    expect(Object.values(storageKeys)).toEqual(
      expect.arrayContaining([
        'loginName',
        'priLoginName',
        'childLoginName',
        'userType',
        'accountType',
        'at',
        'rt',
        'userInfo',
        'innerUserMark',
        'targetApp',
        'hrefPath',
        'language',
      ]),
    );
    expect(countdownKeys).toHaveLength(3);
  });
});

describe('storage helpers', () => {
  test.each([
    ['a string', storageKeys.loginName, 'demo'],
    ['an object', storageKeys.userInfo, { id: 1, userName: '张三' }],
    ['a number', storageKeys.innerUserMark, 1],
    ['a list', storageKeys.targetApp, [1, 2]],
  ])('round-trips %s through JSON', (_label, key, value) => {
    const s = createStorage(area());
    s.setJson(key, value);
    expect(s.getJson(key)).toEqual(value);
  });

  test.each([
    ['bad JSON', '{not json'],
    ['an empty string', ''],
  ])('reads %s as null instead of crashing', (_label, raw) => {
    const s = createStorage(area({ userInfo: raw }));
    expect(s.getJson(storageKeys.userInfo)).toBeNull();
  });

  it('removes a key when set to null', () => {
    const a = area({ at: 'token' });
    createStorage(a).set(storageKeys.at, null);
    expect(a.map.has('at')).toBe(false);
  });

  it('removes several keys at once', () => {
    const a = area({ at: '1', rt: '2', loginName: 'x' });
    createStorage(a).remove(storageKeys.at, storageKeys.rt);
    expect([...a.map.keys()]).toEqual(['loginName']);
  });

  it('keeps working when the storage area throws', () => {
    const broken: StorageArea = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const s = createStorage(broken);
    expect(() => s.set(storageKeys.at, 'x')).not.toThrow();
    expect(s.get(storageKeys.at)).toBeNull();
    expect(s.getJson(storageKeys.userInfo)).toBeNull();
  });
});
