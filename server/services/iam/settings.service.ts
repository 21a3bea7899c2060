import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Config } from '../../config';
import type { LoginSecurityMode, PasswordStrategy, PasswordStrategyRules } from '../../../contract/iam';
import { PASSWORD_MAX } from './password-strategy.rules';
import { readSetting, writeSetting } from './settings.repository';

type Db = Kysely<Database>;
const MODE = 'login_security_mode';
const STRATEGY = 'password_strategy';

/**
 * Writes the initial settings (LOGIN_SECURITY_MODE, PWD_*) where none is stored yet. Once stored,
 * a setting changes only through the administration (passwordStrategy/save, loginSecurity/save).
 */
export async function seedSettings(db: Db, config: Config): Promise<void> {
  for (const [key, value] of [
    [MODE, config.loginSecurityMode],
    [STRATEGY, config.passwordStrategy],
  ] as const) {
    await writeSetting(db, key, JSON.stringify(value), false);
  }
}

const write = (db: Db, key: string, value: unknown) => writeSetting(db, key, JSON.stringify(value), true);

async function read<T>(db: Db, key: string, fallback: T): Promise<T> {
  const value = await readSetting(db, key);
  return value === null ? fallback : (JSON.parse(value) as T);
}

export async function loginSecurityMode(db: Db, config: Config): Promise<LoginSecurityMode> {
  return read(db, MODE, config.loginSecurityMode);
}

export async function passwordStrategy(db: Db, config: Config): Promise<PasswordStrategy> {
  const stored = await read(db, STRATEGY, config.passwordStrategy);
  return { ...config.passwordStrategy, ...stored, pwdMaxLength: PASSWORD_MAX };
}

export async function saveLoginSecurityMode(db: Db, mode: LoginSecurityMode): Promise<void> {
  await write(db, MODE, mode);
}

export async function savePasswordStrategy(db: Db, rules: PasswordStrategyRules): Promise<void> {
  await write(db, STRATEGY, rules);
}
