import path from 'node:path';
import type { PasswordStrategyRules } from '../contract/iam';
import { DEFAULT_PASSWORD_STRATEGY } from '../contract/iam-admin.rules';
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
  /** Whether the OpenAPI document is served at /api/docs (API_DOCS; off by default when NODE_ENV=production, on otherwise). */
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
  /**
   * Absolute origin the portal is reached at (PUBLIC_URL), for links written into messages. Required
   * with real delivery (SMTP_URL, SMS_WEBHOOK_URL); without it (the demo outbox) links use the
   * address the server listens on or a name of ALLOWED_HOSTS (server/http/origin.ts).
   */
  publicUrl: string;
  /** Host names (host or host:port) a demo link may take from the request's Host (ALLOWED_HOSTS); any other Host is ignored. */
  allowedHosts: string[];
  /**
   * The secret codes and set-password keys are stored under (an HMAC), so a copy of the database
   * alone does not yield them (CODE_SECRET). Unset on PGlite: `<DATA_DIR>/code-secret` (0600),
   * created on first start (server/db/data-dir.ts); required on PostgreSQL, the same on every instance.
   */
  codeSecret?: string;
  /** The filing line (ICP) the footer of every page shows (ICP_FILING), e.g. '京ICP备12345678号-1'; '' shows none. */
  icpFiling: string;
  /** How many password hashes may run at once (HASH_CONCURRENCY); bounds memory under a burst of sign-ins. */
  hashConcurrency: number;
  /**
   * The token a deploy pipeline sends (`Authorization: Bearer …`) to change the import map through
   * /api/importmap (IMPORTMAP_DEPLOY_TOKEN, at least 24 characters); unset, only managers with the
   * map permission may. Never logged.
   */
  importMapDeployToken?: string;
}

type PasswordStrategyConfig = PasswordStrategyRules;

type TrustProxy = false | number | string[];

/** The privacy policy (spec 9) keeps network logs at least six months: the audit log may not be pruned sooner. */
const MIN_AUDIT_RETENTION_DAYS = 183;

/** A host as a browser sends it (name or address, optional port). */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/** LOG_FORMAT: `json` or `readable`; by default JSON in production (NODE_ENV=production), readable elsewhere. */
export function logFormat(raw: string | undefined, nodeEnv: string | undefined, problems: string[]): Config['logFormat'] {
  if (raw === 'json' || raw === 'readable') return raw;
  if (raw) problems.push(`LOG_FORMAT must be "json" or "readable" (got "${raw}")`);
  return nodeEnv === 'production' ? 'json' : 'readable';
}

/**
 * TRUST_PROXY: unset/false/0 trusts no proxy; a number 1–10 that many hops (TRUST_PROXY=1: the one
 * TLS proxy in front); a list of addresses/CIDRs the proxies that may be believed. `true` (and
 * yes/on) means one hop: the old "trust every hop" let a client forge its address.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
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

const CSP_ORIGIN = /^https?:\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(:(\d{1,5}|\*))?\/?$/i;

/**
 * A CSP_* list (N-8): origins only, `https://cdn.example.com`, `https://*.example.com`,
 * `http://localhost:*`, and `data:`/`blob:` where `schemes` allows them (never for scripts).
 * `*`, keywords ('unsafe-inline', 'self'…), bare schemes (`https:`), paths and anything else are
 * refused with the value named, as TRUST_PROXY is: a typo must not open the page to every origin.
 */
function parseCspSources(key: string, raw: string | undefined, problems: string[], opts: { schemes?: boolean } = {}): string[] {
  const list = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  const good = (item: string) => CSP_ORIGIN.test(item) || (!!opts.schemes && /^(data|blob):$/.test(item));
  const bad = list.filter((item) => !good(item));
  const kinds = opts.schemes ? 'https://host[:port], e.g. https://cdn.example.com, or data:/blob:' : 'https://host[:port], e.g. https://cdn.example.com';
  for (const item of bad) {
    problems.push(`${key}: "${item}" is not an origin (${kinds}); '*', keywords such as 'unsafe-inline', bare schemes and paths are refused`);
  }
  return list.filter(good);
}

type Env = Record<string, string | undefined>;

/** IMPORTMAP_DEPLOY_TOKEN: unset, or a secret of at least 24 characters without spaces (the value is never repeated in a message). */
function deployToken(raw: string | undefined, problems: string[]): string | undefined {
  const value = (raw ?? '').trim();
  if (!value) return undefined;
  if (value.length < 24 || /\s/.test(value)) problems.push('IMPORTMAP_DEPLOY_TOKEN must be at least 24 characters without spaces (e.g. openssl rand -hex 24)');
  return value;
}

/** Origins a developer's sub-app dev server runs on (`npm run dev:subapp`), allowed by PORTAL_DEV (`npm run dev`) only. */
const DEV_ORIGINS = LOCAL_DEV_ORIGINS;

/** Reads the environment's keys by kind; each bad value adds its problem and yields the fallback. */
class EnvReader {
  readonly problems: string[] = [];
  readonly env: Env;

  constructor(env: Env) {
    this.env = env;
  }

  int(key: string, fallback: number, min: number, max: number): number {
    const raw = this.env[key];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      this.problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  }

  bool(key: string, fallback: boolean): boolean {
    const raw = this.env[key];
    if (raw === undefined || raw === '') return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    this.problems.push(`${key} must be true or false (got "${raw}")`);
    return fallback;
  }

  url(key: string): string | undefined {
    const raw = this.env[key];
    if (!raw) return undefined;
    if (!URL.canParse(raw)) this.problems.push(`${key} must be a URL (got "${raw}")`);
    return raw;
  }

  webUrl(key: string): string | undefined {
    const raw = this.env[key];
    if (!raw) return undefined;
    if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) this.problems.push(`${key} must be an http(s) URL (got "${raw}")`);
    return raw;
  }

  hostList(key: string): string[] {
    const list = (this.env[key] ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((item) => item.toLowerCase());
    const bad = list.filter((item) => !HOST_NAME.test(item));
    if (bad.length)
      this.problems.push(`${key} takes host names with an optional port, e.g. portal.example.com,localhost:8080 (got ${bad.map((b) => `"${b}"`).join(', ')})`);
    return list.filter((item) => HOST_NAME.test(item));
  }

  secret(key: string): string | undefined {
    const raw = this.env[key];
    if (!raw) return undefined;
    if (raw.length < 32) this.problems.push(`${key} must be at least 32 characters (e.g. the output of: openssl rand -hex 32)`);
    return raw;
  }

  /** A CSP_* list of extra origins for one kind of resource (images, styles, fonts, connections: data:/blob: allowed). */
  csp(key: string, opts: { schemes?: boolean } = {}): string[] {
    return parseCspSources(key, this.env[key], this.problems, opts);
  }
}

/** PWD_*: the password strategy the first start stores; each unset one as in the contract's default. */
function passwordStrategyOf(read: EnvReader): PasswordStrategyConfig {
  const byDefault = DEFAULT_PASSWORD_STRATEGY;
  return {
    pwdMinLength: read.int('PWD_MIN_LENGTH', byDefault.pwdMinLength, 1, 32),
    pwdMinLengthStatus: read.int('PWD_MIN_LENGTH_STATUS', byDefault.pwdMinLengthStatus, 0, 1),
    upCharsLength: read.int('PWD_UPPER_CHARS', byDefault.upCharsLength, 0, 32),
    upCharsLengthStatus: read.int('PWD_UPPER_CHARS_STATUS', byDefault.upCharsLengthStatus, 0, 1),
    lowCharsLength: read.int('PWD_LOWER_CHARS', byDefault.lowCharsLength, 0, 32),
    lowCharsLengthStatus: read.int('PWD_LOWER_CHARS_STATUS', byDefault.lowCharsLengthStatus, 0, 1),
    numCharsLength: read.int('PWD_DIGIT_CHARS', byDefault.numCharsLength, 0, 32),
    numCharsLengthStatus: read.int('PWD_DIGIT_CHARS_STATUS', byDefault.numCharsLengthStatus, 0, 1),
    specCharLength: read.int('PWD_SPECIAL_CHARS', byDefault.specCharLength, 0, 32),
    specCharLengthStatus: read.int('PWD_SPECIAL_CHARS_STATUS', byDefault.specCharLengthStatus, 0, 1),
  };
}

/** Settings that are each fine alone but not together. */
function combinationProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.outbox && (config.smtpUrl || config.smsWebhookUrl)) {
    problems.push('OUTBOX must be off when SMTP_URL or SMS_WEBHOOK_URL is set: the outbox keeps codes and links in clear');
  }
  if ((config.smtpUrl || config.smsWebhookUrl) && !config.publicUrl) {
    problems.push(
      'PUBLIC_URL must be set when SMTP_URL or SMS_WEBHOOK_URL is set: links in real messages take their address from it, never from a request (e.g. PUBLIC_URL=https://portal.example.com)',
    );
  }
  if (config.databaseUrl && !config.codeSecret) {
    problems.push(
      'CODE_SECRET must be set when DATABASE_URL is set: codes and set-password keys are stored under it, and every instance needs the same one (e.g. CODE_SECRET=$(openssl rand -hex 32))',
    );
  }
  return problems;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const read = new EnvReader(env);
  const { problems } = read;
  const root = path.resolve(__dirname, '..');
  const config: Config = {
    port: read.int('PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(env.DATA_DIR || path.join(root, 'data')),
    databaseUrl: read.url('DATABASE_URL'),
    homeUrl: env.HOME_URL || '/#/client-login',
    aesKey: env.AES_KEY || 'portal-dev-aes-key-change-me',
    carbonUrl: env.CARBON_URL || '/#/application-overview',
    gatewayUrl: env.GATEWAY_URL || '/#/application',
    capUrl: read.webUrl('CAP_URL'),
    demoPassword: env.DEMO_PASSWORD || 'Portal@2026',
    seedDemo: read.bool('SEED_DEMO', true),
    loginSecurityMode: read.int('LOGIN_SECURITY_MODE', 2, 0, 3) as Config['loginSecurityMode'],
    passwordStrategy: passwordStrategyOf(read),
    smtpUrl: read.url('SMTP_URL'),
    smtpFrom: env.SMTP_FROM || 'portal@localhost',
    smsWebhookUrl: read.url('SMS_WEBHOOK_URL'),
    outbox: read.bool('OUTBOX', !env.SMTP_URL && !env.SMS_WEBHOOK_URL),
    deliveryRetryDelaysMs: [5_000, 30_000],
    webRoot: path.resolve(env.WEB_ROOT || path.join(root, 'dist', 'portal')),
    appsRoot: path.resolve(env.APPS_ROOT || path.join(root, 'dist', 'apps')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    apiDocs: read.bool('API_DOCS', env.NODE_ENV !== 'production'),
    auditRetentionDays: read.int('AUDIT_RETENTION_DAYS', 186, MIN_AUDIT_RETENTION_DAYS, 36_500),
    extraScriptSrc: read.csp('CSP_SCRIPT_SRC'),
    extraSrc: {
      img: read.csp('CSP_IMG_SRC', { schemes: true }),
      style: read.csp('CSP_STYLE_SRC', { schemes: true }),
      font: read.csp('CSP_FONT_SRC', { schemes: true }),
      connect: read.csp('CSP_CONNECT_SRC', { schemes: true }),
    },
    // `npm run dev` sets PORTAL_DEV: sub-app dev servers on this machine, any port.
    devOrigins: [...parseDevOrigins(env.DEV_ORIGINS, problems), ...(read.bool('PORTAL_DEV', false) ? DEV_ORIGINS : [])],
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env.LOG_FORMAT, env.NODE_ENV, problems),
    fastHashing: read.bool('FAST_HASHING', false),
    now: Date.now,
    icpFiling: (env.ICP_FILING ?? '').trim().slice(0, 100),
    publicUrl: (read.webUrl('PUBLIC_URL') ?? '').replace(/\/+$/, ''),
    allowedHosts: read.hostList('ALLOWED_HOSTS'),
    codeSecret: read.secret('CODE_SECRET'),
    hashConcurrency: read.int('HASH_CONCURRENCY', 2, 1, 64),
    importMapDeployToken: deployToken(env.IMPORTMAP_DEPLOY_TOKEN, problems),
    ...overrides,
  };
  problems.push(...combinationProblems(config));
  if (problems.length) {
    throw new Error(`Bad configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}
