import { createPasswordHasher } from '../../../../server/security/password-hash';
import { createSemaphore } from '../../../../server/security/semaphore';

describe('password hashing', () => {
  const hasher = createPasswordHasher({ fast: true, concurrency: 2 });

  it('stores argon2id hashes that verify only the right password', async () => {
    const hash = await hasher.hashPassword('Portal@2026');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hasher.verifyPassword(hash, 'Portal@2026')).toBe(true);
    expect(await hasher.verifyPassword(hash, 'portal@2026')).toBe(false);
  });

  it('uses the issue cost (19 MiB, t=2, p=1) unless fast hashing is asked for', async () => {
    const real = createPasswordHasher({ fast: false, concurrency: 1 });
    expect(await real.hashPassword('Portal@2026')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('treats a broken stored hash as a wrong password', async () => {
    expect(await hasher.verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('spends a verification on unknown users', async () => {
    await expect(hasher.verifyNothing('whatever')).resolves.toBeUndefined();
  });
});

describe('the hashing semaphore', () => {
  it('never runs more than its limit at once', async () => {
    const run = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const task = () =>
      run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      });
    await Promise.all(Array.from({ length: 10 }, task));
    expect(peak).toBe(2);
  });

  it('frees its slot when a task fails', async () => {
    const run = createSemaphore(1);
    await expect(run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
