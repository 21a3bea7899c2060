import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Config } from '../../config';
import type { LoginSecurityMode, PasswordStrategy } from '../../../contract/iam';
import { PASSWORD_MAX } from './password-strategy.rules';

type Db = Kysely<Database>;
const MODE = 'login_security_mode';
const STRATEGY = 'password_strategy';

/**
 * Writes the settings the environment seeds (LOGIN_SECURITY_MODE, PWD_*). A setting named in the
 * environment of this start replaces the stored one; an unnamed one is written only when absent.
 */
export async function seedSettings(db: Db, config: Config): Promise<void> {
  const rows = [
    { key: MODE, value: JSON.stringify(config.loginSecurityMode), override: config.settingsFromEnv.includes('loginSecurityMode') },
    { key: STRATEGY, value: JSON.stringify(config.passwordStrategy), override: config.settingsFromEnv.includes('passwordStrategy') },
  ];
  for (const { key, value, override } of rows) {
    await db
      .insertInto('setting')
      .values({ key, value })
      .onConflict((oc) => (override ? oc.column('key').doUpdateSet({ value }) : oc.column('key').doNothing()))
      .execute();
  }
}

async function read<T>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export async function loginSecurityMode(db: Db, config: Config): Promise<LoginSecurityMode> {
  return read(db, MODE, config.loginSecurityMode);
}

export async function passwordStrategy(db: Db, config: Config): Promise<PasswordStrategy> {
  const stored = await read(db, STRATEGY, config.passwordStrategy);
  return { ...config.passwordStrategy, ...stored, pwdMaxLength: PASSWORD_MAX };
}
