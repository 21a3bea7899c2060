import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Config } from './config';
import type { ServerContext } from './context';
import { resolveCodeSecret } from './db/data-dir';
import { registerOutsideApps } from './pages/outside-apps';
import { createDelivery, type Delivery } from './delivery';
import { catalogueMessage, errorHandler, requestLanguage } from './errors';
import authPlugin from './plugins/auth';
import permissionPlugin from './plugins/permission';
import { cspDirectives, newNonce, setResponseNonce } from './security/csp';
import { isIndexPath, loginCodeFields, renderIndexPage } from './http/index-page';
import { registerImportMap } from './importmap/map-route';
import { decryptBody } from './security/encrypted-body';
import { sayInLanguage } from './http/serve';
import { readableLogStream } from './http/readable-log';
import iamService, { loginSecurityMode, openSessionGate } from './services/iam';
import msgmgtService from './services/msgmgt';
import cbpService from './services/cbp';
import catalogService, { menuCodesFor } from './services/catalog';
import iamAdminService from './services/iam-admin';

/** Features a portal page could ask the browser for; none does, so none is allowed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

/** Trusts the nearest `hops` proxies: the client is the address the outermost of them saw. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

declare module 'fastify' {
  interface FastifyInstance {
    /** Verification codes and links go out through this; `delivery.outbox` is what was "sent". */
    delivery: Delivery;
  }
}

/**
 * Builds the whole server: the /api routes, the health endpoint, the portal's static files and
 * the sample sub-apps, on one origin. Tests call this with a real database and use `app.inject`.
 */
export async function buildApp(ctx: ServerContext, opts: { logger?: boolean; logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  // Codes and set-password keys are stored as an HMAC under this (N-2); fixed for the app's life.
  config.codeSecret ??= resolveCodeSecret(config);
  const app = Fastify({
    // logStream: tests read what the log would say (issue 13: no code, key or link in it).
    logger:
      opts.logger === false ? false : { level: config.logLevel, stream: opts.logStream ?? (config.logFormat === 'readable' ? readableLogStream() : undefined) },
    // A number of hops as proxy-addr reads it (hop 0 is the socket's peer); a list as it is.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    requestTimeout: 30_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // A path that does not decode (`/api/%`) is refused before routing, outside setErrorHandler.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setErrorHandler(errorHandler);
  app.addHook('preSerialization', async (request, _reply, payload) => sayInLanguage(payload, requestLanguage(request)));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      reply.status(404).send({ success: false, data: null, message: catalogueMessage('NOT_FOUND', requestLanguage(request)), code: 'NOT_FOUND' });
    } else {
      reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });

  await registerSecurityHeaders(app, config);
  await registerApiDocs(app, config);

  registerHealth(app, ctx);

  app.decorate('decryptBody', decryptBody(config.aesKey));
  app.decorate('linkConfig', { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts, host: config.host, port: config.port });
  const delivery = createDelivery(config, { info: (line) => app.log.info(line), warn: (line) => app.log.warn(line) });
  app.decorate('delivery', delivery);
  app.addHook('onClose', async () => delivery.close());
  await registerServices(app, ctx);
  // The environment's import map: served from the database-backed store, changed through /api/importmap.
  await registerImportMap(app, ctx);

  registerPortalConfig(app, config);

  registerOutsideApps(app, config);
  // Browsers ask for /favicon.ico on their own (e.g. when showing a JSON file); the icon is an SVG.
  app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));

  registerStatic(app, ctx);
  return app;
}

/** Security headers on every answer: the content security policy (with index.html's nonce), HSTS over TLS, no browser features, no caching of API answers. */
async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // index.html gets a fresh nonce per response (docs/decisions/015), set before helmet writes the policy.
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && isIndexPath(request.url)) setResponseNonce(reply.raw, newNonce());
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // HSTS only means something over TLS; behind a TLS proxy set TRUST_PROXY and it is sent.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // Powerful browser features no page of the portal uses stay off for it and every sub-app.
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // API answers carry tokens, profiles and lists of one user: no browser or proxy cache keeps
    // them. A route that sets its own (a logo) keeps it.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
  await app.register(compress, { global: true, threshold: 1024 });
}

/** The OpenAPI document of the /api routes, served at /api/docs when API_DOCS is on. */
async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cloud platform portal API',
        version: '1.0.0',
        description: 'The reference platform API the portal calls. Every answer is `{ success, data, message, code }`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
  });
  // Off by default under NODE_ENV=production (API_DOCS=true turns it on): production need not describe its API to everyone; /api/docs then answers 404.
  if (config.apiDocs) app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

function registerHealth(app: FastifyInstance, ctx: ServerContext): void {
  // Each component says how it is (issue 21): the database (503 while it is away) and the import
  // map (degraded while a broken importmap.json waits to be fixed; the last good map is served, so 200).
  app.get('/api/health', { schema: { hide: true } }, async (request, reply) => {
    const importMap = app.importMap.health();
    try {
      await sql`select 1`.execute(ctx.db);
      const components = { database: { status: 'ok', kind: ctx.dbKind }, importMap };
      return { success: true, data: { status: importMap.status, database: ctx.dbKind, components }, message: 'ok', code: 'OK' };
    } catch {
      reply.status(503);
      const components = { database: { status: 'degraded', kind: ctx.dbKind }, importMap };
      return {
        success: false,
        data: { status: 'degraded', database: ctx.dbKind, components },
        message: catalogueMessage('SERVICE_UNAVAILABLE', requestLanguage(request)),
        code: 'SERVICE_UNAVAILABLE',
      };
    }
  });
}

/** The session gate, the authentication and permission plugins, then each service's routes under its prefix. */
async function registerServices(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const sessions = await openSessionGate(ctx);
  app.addHook('onClose', async () => sessions.close());
  await app.register(authPlugin, { userOfAccessToken: sessions.userOfAccessToken, revocationsDelivered: sessions.delivered });
  await app.register(permissionPlugin, { menuCodesOf: (user) => menuCodesFor(ctx.db, user) });
  await app.register(iamService, { ...ctx, prefix: '/api/common/iam/v1' });
  await app.register(msgmgtService, { ...ctx, prefix: '/api/common/msgmgt' });
  await app.register(catalogService, { ...ctx, prefix: '/api/common/iam/v1' });
  await app.register(iamAdminService, { ...ctx, prefix: '/api/common/iam/v1' });
  await app.register(cbpService, { ...ctx, prefix: '/api/cbp' });
}

function registerPortalConfig(app: FastifyInstance, config: Config): void {
  // The browser's runtime configuration, per environment (ARCHITECTURE: the import map plus one
  // config). An operator pointing /api at their own platform serves this file themselves.
  app.get('/portal-config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      homeUrl: config.homeUrl,
      carbonUrl: config.carbonUrl,
      gatewayUrl: config.gatewayUrl,
      aesKey: config.aesKey,
      defaultLanguage: 'zh-CN',
      icpFiling: config.icpFiling,
    };
  });
}

/** index.html and importmap.json revalidate on every load; hashed module files are immutable. */
function cacheHeaders(reply: { setHeader(name: string, value: string): unknown; headersSent?: boolean }, file: string) {
  // @fastify/static calls this on the raw response; one already answered (seen twice under the full
  // browser run, cause not found) must not throw ERR_HTTP_HEADERS_SENT and take the server down.
  if (reply.headersSent) return;
  // A precompressed twin (x.js.br) is cached like its file; either may be sent for the same URL.
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  reply.setHeader('Vary', 'Accept-Encoding');
  if (base === 'index.html' || base.endsWith('.json')) {
    reply.setHeader('Cache-Control', 'no-cache');
  } else if (/\.[0-9a-f]{8,}\.(js|css|mjs)$/.test(base)) {
    reply.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // Unhashed files (a sub-app's stable entry file) belong to deployments that change in place.
    reply.setHeader('Cache-Control', 'no-cache');
  }
}

function registerStatic(app: FastifyInstance, { config, db }: ServerContext) {
  // The portal (dist/portal) and the sample sub-apps (dist/apps/<prefix path>/…) share the origin.
  const roots = [...new Set([config.webRoot, config.appsRoot])].filter((dir) => fs.existsSync(dir));
  if (!roots.length) return;
  app.register(fastifyStatic, { root: roots, prefix: '/', setHeaders: cacheHeaders, index: ['index.html'], wildcard: true });
  // The types tarball (build/types.js, /types/portal-types.tgz) is gzip already: typed as such,
  // @fastify/compress sends it as it is instead of labelling it with a second encoding.
  app.addHook('onSend', async (request, reply, payload) => {
    if (/\.tgz$/.test(request.url.split(/[?#]/)[0]) && reply.statusCode === 200) reply.header('Content-Type', 'application/gzip');
    return payload;
  });
  // The build writes .br and .gz beside the portal's own files: sent as they are, per
  // Accept-Encoding (@fastify/static's preCompressed loses the first root's plain files when
  // there are several roots). What has no twin is compressed per request as before.
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/')) return;
    if (isIndexPath(request.url)) {
      // The login security mode's code fields, so the prerendered login form keeps their space (docs/decisions/017).
      const mode = await loginSecurityMode(db, config).catch(() => null);
      return sendIndexPage(config.webRoot, request.method, reply, loginCodeFields(mode));
    }
    const twin = precompressedTwin(config.webRoot, request.url, String(request.headers['accept-encoding'] ?? ''));
    if (!twin) return;
    const full = path.join(config.webRoot, twin.file);
    const stat = fs.statSync(full);
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${twin.encoding}"`;
    reply.header('Content-Type', twin.type).header('Content-Encoding', twin.encoding).header('ETag', etag).header('Last-Modified', stat.mtime.toUTCString());
    cacheHeaders({ setHeader: (name, value) => reply.header(name, value) }, twin.file);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.header('Content-Length', stat.size);
    return reply.send(request.method === 'HEAD' ? '' : fs.createReadStream(full));
  });
}

/** index.html, rendered with the nonce its policy names (never a cached copy: each nonce is used once). */
function sendIndexPage(webRoot: string, method: string, reply: FastifyReply, loginCode: string) {
  const nonce = /'nonce-([^']+)'/.exec(String(reply.getHeader('content-security-policy') ?? ''))?.[1];
  const page = nonce ? renderIndexPage(webRoot, nonce, loginCode) : null;
  if (page === null) return;
  reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  return reply.send(method === 'HEAD' ? '' : page);
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
const twins = new Map<string, boolean>();

/** The .br or .gz file beside the portal file a URL names, when the client takes that encoding. */
function precompressedTwin(webRoot: string, url: string, acceptEncoding: string): { file: string; encoding: string; type: string } | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  if (pathname.endsWith('/')) pathname += 'index.html';
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  const type = TYPES[path.extname(relative)];
  if (!type || relative.startsWith('..') || relative.includes('\0')) return null;
  const weights = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!(weight(encoding) > 0)) continue;
    const file = relative + extension;
    const full = path.join(webRoot, file);
    if (!twins.has(full)) twins.set(full, fs.existsSync(full));
    if (twins.get(full)) return { file, encoding, type };
  }
  return null;
}
