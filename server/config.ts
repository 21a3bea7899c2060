import path from 'node:path';
import type { PasswordStrategyRules } from '../contract/iam';

/**
 * The server's configuration, read once from the environment (STYLE habit 9).
 * Nothing else in server/ reads process.env. Every bad key is reported at once.
 */
export interface Config {
  port: number;
  host: string;
  /** PGlite data folder, outbox.jsonl lives here too. ':memory:' keeps everything in memory. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** Where /toHome sends the browser (spec 2). */
  homeUrl: string;
  /** Key for the AES wire format of "encrypted" bodies (crypto-js passphrase mode). */
  aesKey: string;
  /** Client login, when the tenant has the 双碳平台 application: where the browser goes (spec 2). */
  carbonUrl: string;
  /** Client login otherwise: the gateway page of the platform home (spec 2). */
  gatewayUrl: string;
  demoPassword: string;
  seedDemo: boolean;
  /** 0 SMS, 1 e-mail, 2 off, 3 both (spec 3, 4). Seeds the setting on first start. */
  loginSecurityMode: 0 | 1 | 2 | 3;
  passwordStrategy: PasswordStrategyConfig;
  smtpUrl?: string;
  smtpFrom: string;
  smsWebhookUrl?: string;
  /** Folder with the built portal (index.html, importmap.json, modules). */
  webRoot: string;
  /** Folder with the built sample sub-apps, served at /<prefix>/… */
  appsRoot: string;
  trustProxy: boolean;
  /** Extra origins allowed to serve scripts (CSP_SCRIPT_SRC), e.g. a developer's override server. */
  extraScriptSrc: string[];
  logLevel: string;
  /** Set by tests to make argon2 cheaper; never in production. */
  fastHashing: boolean;
  /** The clock every expiry and throttle reads (ms since epoch); tests replace it to move time without sleeping. */
  now: () => number;
  /** Absolute origin the portal is reached at (PUBLIC_URL), for links written into messages; '' gives relative links. */
  publicUrl: string;
  /** How many password hashes may run at once (HASH_CONCURRENCY); bounds memory under a burst of sign-ins. */
  hashConcurrency: number;
  /** Settings named in the environment (LOGIN_SECURITY_MODE, any PWD_*) overwrite the stored ones at start; the rest only seed. */
  settingsFromEnv: Array<'loginSecurityMode' | 'passwordStrategy'>;
}

export type PasswordStrategyConfig = PasswordStrategyRules;

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const int = (key: string, fallback: number, min: number, max: number): number => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const bool = (key: string, fallback: boolean): boolean => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${key} must be true or false (got "${raw}")`);
    return fallback;
  };
  const url = (key: string): string | undefined => {
    const raw = env[key];
    if (!raw) return undefined;
    try {
      new URL(raw);
    } catch {
      problems.push(`${key} must be a URL (got "${raw}")`);
    }
    return raw;
  };

  const root = path.resolve(__dirname, '..');
  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(env.DATA_DIR || path.join(root, 'data')),
    databaseUrl: url('DATABASE_URL'),
    homeUrl: env.HOME_URL || '/#/client-login',
    aesKey: env.AES_KEY || 'portal-dev-aes-key-change-me',
    carbonUrl: env.CARBON_URL || '/#/application-overview',
    gatewayUrl: env.GATEWAY_URL || '/#/application',
    demoPassword: env.DEMO_PASSWORD || 'Portal@2026',
    seedDemo: bool('SEED_DEMO', true),
    loginSecurityMode: int('LOGIN_SECURITY_MODE', 2, 0, 3) as Config['loginSecurityMode'],
    passwordStrategy: {
      pwdMinLength: int('PWD_MIN_LENGTH', 8, 1, 32),
      pwdMinLengthStatus: int('PWD_MIN_LENGTH_STATUS', 1, 0, 1),
      upCharsLength: int('PWD_UPPER_CHARS', 0, 0, 32),
      upCharsLengthStatus: int('PWD_UPPER_CHARS_STATUS', 0, 0, 1),
      lowCharsLength: int('PWD_LOWER_CHARS', 0, 0, 32),
      lowCharsLengthStatus: int('PWD_LOWER_CHARS_STATUS', 0, 0, 1),
      numCharsLength: int('PWD_DIGIT_CHARS', 0, 0, 32),
      numCharsLengthStatus: int('PWD_DIGIT_CHARS_STATUS', 0, 0, 1),
      specCharLength: int('PWD_SPECIAL_CHARS', 0, 0, 32),
      specCharLengthStatus: int('PWD_SPECIAL_CHARS_STATUS', 0, 0, 1),
    },
    smtpUrl: url('SMTP_URL'),
    smtpFrom: env.SMTP_FROM || 'portal@localhost',
    smsWebhookUrl: url('SMS_WEBHOOK_URL'),
    webRoot: path.resolve(env.WEB_ROOT || path.join(root, 'dist', 'portal')),
    appsRoot: path.resolve(env.APPS_ROOT || path.join(root, 'dist', 'apps')),
    trustProxy: bool('TRUST_PROXY', false),
    extraScriptSrc: (env.CSP_SCRIPT_SRC || '').split(/[\s,]+/).filter(Boolean),
    logLevel: env.LOG_LEVEL || 'info',
    fastHashing: bool('FAST_HASHING', false),
    now: Date.now,
    publicUrl: (url('PUBLIC_URL') ?? '').replace(/\/+$/, ''),
    hashConcurrency: int('HASH_CONCURRENCY', 2, 1, 64),
    settingsFromEnv: [
      ...(env.LOGIN_SECURITY_MODE ? (['loginSecurityMode'] as const) : []),
      ...(Object.keys(env).some((key) => key.startsWith('PWD_') && env[key]) ? (['passwordStrategy'] as const) : []),
    ],
    ...overrides,
  };
  if (problems.length) {
    throw new Error(`Bad configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}
