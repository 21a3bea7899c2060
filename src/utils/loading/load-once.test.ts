import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every caller and marks the promise fulfilled for React use', async () => {
    let fetches = 0;
    const load = loadOnce(() => Promise.resolve(++fetches));
    const first = load();
    expect(load()).toBe(first);
    await expect(first).resolves.toBe(1);
    expect(first).toMatchObject({ status: 'fulfilled', value: 1 });
    expect(fetches).toBe(1);
  });

  it('forgets a failed fetch, so the next call fetches again', async () => {
    let fetches = 0;
    const load = loadOnce(() => (++fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('chunk')));
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('chunk');
    expect(fetches).toBe(2);
  });
});
