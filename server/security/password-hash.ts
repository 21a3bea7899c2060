import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createSemaphore } from './semaphore';

/**
 * argon2id with the cost the issue fixes (19 MiB, t=2, p=1). Each hash holds 19 MiB while it
 * runs, so hashing goes through a small semaphore: a burst of sign-ins queues instead of
 * exhausting memory. `fast` (tests only) lowers the cost.
 */
export interface PasswordHasher {
  hashPassword(password: string): Promise<string>;
  verifyPassword(storedHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, for unknown users (no timing oracle). */
  verifyNothing(password: string): Promise<void>;
}

export function createPasswordHasher(opts: { fast: boolean; concurrency: number }): PasswordHasher {
  const cost = opts.fast ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : { memoryCost: 19456, timeCost: 2, parallelism: 1 };
  // Algorithm is an ambient const enum (unreadable under isolatedModules): 2 is Argon2id.
  const options = { algorithm: 2 as Algorithm, ...cost };
  const limit = createSemaphore(opts.concurrency);
  let dummy: Promise<string> | null = null;

  const hashPassword = (password: string) => limit(() => hash(password, options));
  const verifyPassword = (storedHash: string, password: string) =>
    limit(async () => {
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    });
  return {
    hashPassword,
    verifyPassword,
    async verifyNothing(password) {
      dummy ??= hashPassword('not-a-real-password-only-spends-time');
      await verifyPassword(await dummy, password);
    },
  };
}
