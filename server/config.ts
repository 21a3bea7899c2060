import path from 'node:path';
import type { PasswordStrategyRules } from '../contract/iam';
import { LOCAL_DEV_ORIGINS, parseDevOrigins } from './security/csp';

/**
 * The server's configuration, read once from the environment (STYLE habit 9).
 * Nothing else in server/ reads process.env. Every bad key is reported at once.
 */
export interface Config {
  port: number;
  host: string;
  /** PGlite data folder; the demo outbox.jsonl lives here too. ':memory:' keeps everything in memory. */
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
  /**
   * Where the application behind /cap/ (log management, API store: spec 2) is deployed (CAP_URL);
   * /cap/* redirects there. Unset: /cap/ answers a "not deployed here" page.
   */
  capUrl?: string;
  demoPassword: string;
  seedDemo: boolean;
  /** 0 SMS, 1 e-mail, 2 off, 3 both (spec 3, 4). The initial setting only: once stored, managers change it (loginSecurity/save). */
  loginSecurityMode: 0 | 1 | 2 | 3;
  /** PWD_*: the initial strategy only; once stored, managers change it (passwordStrategy/save). */
  passwordStrategy: PasswordStrategyConfig;
  smtpUrl?: string;
  smtpFrom: string;
  smsWebhookUrl?: string;
  /**
   * The demo/development outbox (OUTBOX): codes, keys and links kept in memory and in
   * `<DATA_DIR>/outbox.jsonl` instead of being sent. On by default only when neither SMTP_URL nor
   * SMS_WEBHOOK_URL is set; it cannot be on together with either (codes would be kept in clear).
   */
  outbox: boolean;
  /** Waits before each retry of a queued message (background delivery); tests shorten them. */
  deliveryRetryDelaysMs: number[];
  /** Folder with the built portal (index.html, importmap.json, modules). */
  webRoot: string;
  /** Folder with the built sample sub-apps, served at /<prefix>/… */
  appsRoot: string;
  /**
   * Which proxies in front of the server are believed about X-Forwarded-For/-Proto (TRUST_PROXY):
   * false (none), a number of hops, or the proxies' addresses (IPs, CIDRs, `loopback`…), as
   * Fastify's trustProxy takes them. Never "every hop": a forged header would then pick the address
   * every per-address limit counts by.
   */
  trustProxy: TrustProxy;
  /** Whether the OpenAPI document is served at /api/docs (API_DOCS; on by default, switch off in production if wished). */
  apiDocs: boolean;
  /** Audit rows older than this many days are deleted (AUDIT_RETENTION_DAYS, at least 183: the privacy policy keeps network logs six months). */
  auditRetentionDays: number;
  /** Extra origins allowed to serve scripts (CSP_SCRIPT_SRC), e.g. a developer's override server. */
  extraScriptSrc: string[];
  /** Extra origins per kind of resource a third-party sub-app may load (CSP_IMG_SRC, CSP_STYLE_SRC, CSP_FONT_SRC, CSP_CONNECT_SRC). */
  extraSrc: { img: string[]; style: string[]; font: string[]; connect: string[] };
  /**
   * Development origins (DEV_ORIGINS, exact `http(s)://host[:port]`; PORTAL_DEV adds this machine's
   * any port): a team's dev server, allowed for scripts, styles, images, fonts and connections
   * including its live-reload websocket. Empty in production unless an environment opts in.
   */
  devOrigins: string[];
  logLevel: string;
  /** `json` (pino's, one object per line: production) or `readable` (a short line per API call: LOG_FORMAT, default outside production). */
  logFormat: 'json' | 'readable';
  /** Set by tests to make argon2 cheaper; never in production. */
  fastHashing: boolean;
  /** The clock every expiry and throttle reads (ms since epoch); tests replace it to move time without sleeping. */
  now: () => number;
  /** Absolute origin the portal is reached at (PUBLIC_URL), for links written into messages; '' gives relative links. */
  publicUrl: string;
  /** The filing line (ICP) the footer of every page shows (ICP_FILING), e.g. '京ICP备12345678号-1'; '' shows none. */
  icpFiling: string;
  /** How many password hashes may run at once (HASH_CONCURRENCY); bounds memory under a burst of sign-ins. */
  hashConcurrency: number;
}

export type PasswordStrategyConfig = PasswordStrategyRules;

export type TrustProxy = false | number | string[];

/** The privacy policy (spec 9) keeps network logs at least six months: the audit log may not be pruned sooner. */
export const MIN_AUDIT_RETENTION_DAYS = 183;

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/**
 * TRUST_PROXY: unset/false/0 trusts no proxy; a number 1–10 that many hops (TRUST_PROXY=1: the one
 * TLS proxy in front); a list of addresses/CIDRs the proxies that may be believed. `true` (and
 * yes/on) means one hop: the old "trust every hop" let a client forge its address.
 */
/** LOG_FORMAT: `json` or `readable`; by default JSON in production (NODE_ENV=production), readable elsewhere. */
export function logFormat(raw: string | undefined, nodeEnv: string | undefined, problems: string[]): Config['logFormat'] {
  if (raw === 'json' || raw === 'readable') return raw;
  if (raw) problems.push(`LOG_FORMAT must be "json" or "readable" (got "${raw}")`);
  return nodeEnv === 'production' ? 'json' : 'readable';
}

export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  const list = value.split(/[\s,]+/).filter(Boolean);
  const bad = list.filter((item) => !PROXY_ADDRESS.test(item) || /^\d+$/.test(item));
  if (bad.length) {
    problems.push(
      `TRUST_PROXY must be false, a number of proxy hops from 1 to 10 (e.g. 1), or the proxies' addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1) (got "${raw}")`,
    );
    return false;
  }
  return list;
}

type Env = Record<string, string | undefined>;

/** Origins a developer's sub-app dev server runs on (`npm run dev:subapp`), allowed by PORTAL_DEV (`npm run dev`) only. */
export const DEV_ORIGINS = LOCAL_DEV_ORIGINS;

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

  /** A list of CSP sources: origins (`https://cdn.example`, `http://localhost:*`) or `data:`/`blob:`; no keywords. */
  const origins = (key: string, schemes = true): string[] => {
    const list = (env[key] || '').split(/[\s,]+/).filter(Boolean);
    // Scripts never come from data: or blob: (that would let any injected text run).
    const good = schemes ? /^(https?:\/\/[^\s;,'"*]+(:\*)?|data:|blob:)$/ : /^https?:\/\/[^\s;,'"*]+(:\*)?$/;
    for (const item of list) {
      if (!good.test(item)) problems.push(`${key}: "${item}" is not an origin (https://host[:port])${schemes ? ' or data:/blob:' : ''}`);
    }
    return list.filter((item) => good.test(item));
  };

  const webUrl = (key: string): string | undefined => {
    const raw = env[key];
    if (!raw) return undefined;
    if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) problems.push(`${key} must be an http(s) URL (got "${raw}")`);
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
    capUrl: webUrl('CAP_URL'),
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
    outbox: bool('OUTBOX', !env.SMTP_URL && !env.SMS_WEBHOOK_URL),
    deliveryRetryDelaysMs: [5_000, 30_000],
    webRoot: path.resolve(env.WEB_ROOT || path.join(root, 'dist', 'portal')),
    appsRoot: path.resolve(env.APPS_ROOT || path.join(root, 'dist', 'apps')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    apiDocs: bool('API_DOCS', true),
    auditRetentionDays: int('AUDIT_RETENTION_DAYS', 186, MIN_AUDIT_RETENTION_DAYS, 36_500),
    extraScriptSrc: origins('CSP_SCRIPT_SRC', false),
    extraSrc: { img: origins('CSP_IMG_SRC'), style: origins('CSP_STYLE_SRC'), font: origins('CSP_FONT_SRC'), connect: origins('CSP_CONNECT_SRC') },
    // `npm run dev` sets PORTAL_DEV: sub-app dev servers on this machine, any port.
    devOrigins: [...parseDevOrigins(env.DEV_ORIGINS, problems), ...(bool('PORTAL_DEV', false) ? DEV_ORIGINS : [])],
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env.LOG_FORMAT, env.NODE_ENV, problems),
    fastHashing: bool('FAST_HASHING', false),
    now: Date.now,
    icpFiling: (env.ICP_FILING ?? '').trim().slice(0, 100),
    publicUrl: (url('PUBLIC_URL') ?? '').replace(/\/+$/, ''),
    hashConcurrency: int('HASH_CONCURRENCY', 2, 1, 64),
    ...overrides,
  };
  if (config.outbox && (config.smtpUrl || config.smsWebhookUrl)) {
    problems.push('OUTBOX must be off when SMTP_URL or SMS_WEBHOOK_URL is set: the outbox keeps codes and links in clear');
  }
  if (problems.length) {
    throw new Error(`Bad configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}
