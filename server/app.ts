import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { ServerContext } from './context';
import { errorHandler } from './errors';
import authPlugin from './plugins/auth';
import iamService from './services/iam';
import msgmgtService from './services/msgmgt';
import cbpService from './services/cbp';
import catalogService from './services/catalog';

/**
 * Builds the whole server: the /api routes, the health endpoint, the portal's static files and
 * the sample sub-apps, on one origin. Tests call this with a real database and use `app.inject`.
 */
export async function buildApp(ctx: ServerContext, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    requestTimeout: 30_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // A path that does not decode (`/api/%`) is refused before routing, outside setErrorHandler.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      reply.status(404).send({ success: false, data: null, message: '接口不存在', code: 'NOT_FOUND' });
    } else {
      reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // SystemJS loads modules with <script> tags from the import map: same origin only.
        // Origins a developer may point import-map-overrides at are added by CSP_SCRIPT_SRC.
        scriptSrc: ["'self'", ...config.extraScriptSrc],
        // Chakra (emotion) and import-map-overrides insert <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.extraScriptSrc],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // HSTS only means something over TLS; behind a TLS proxy set TRUST_PROXY and it is sent.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Cloud platform portal API', version: '1.0.0', description: 'The reference platform API the portal calls. Every answer is `{ success, data, message, code }`.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { success: true, data: { status: 'ok', database: ctx.dbKind }, message: 'ok', code: 'OK' };
    } catch {
      reply.status(503);
      return { success: false, data: { status: 'degraded', database: ctx.dbKind }, message: '数据库不可用', code: 'SERVICE_UNAVAILABLE' };
    }
  });

  await app.register(authPlugin, ctx);
  await app.register(iamService, { ...ctx, prefix: '/api/common/iam/v1' });
  await app.register(msgmgtService, { ...ctx, prefix: '/api/common/msgmgt' });
  await app.register(catalogService, { ...ctx, prefix: '/api/common/iam/v1' });
  await app.register(cbpService, { ...ctx, prefix: '/api/cbp' });

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
    };
  });

  registerStatic(app, ctx);
  return app;
}

/** index.html and importmap.json revalidate on every load; hashed module files are immutable. */
function cacheHeaders(reply: { header(name: string, value: string): unknown }, file: string) {
  const base = path.basename(file);
  if (base === 'index.html' || base.endsWith('.json')) {
    reply.header('Cache-Control', 'no-cache');
  } else if (/\.[0-9a-f]{8,}\.(js|css|mjs)$/.test(base)) {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // Unhashed files (a sub-app's stable entry file) belong to deployments that change in place.
    reply.header('Cache-Control', 'no-cache');
  }
}

function registerStatic(app: FastifyInstance, { config }: ServerContext) {
  // The portal (dist/portal) and the sample sub-apps (dist/apps/<prefix path>/…) share the origin.
  const roots = [config.webRoot, config.appsRoot].filter((dir) => fs.existsSync(dir));
  if (!roots.length) return;
  app.register(fastifyStatic, { root: roots, prefix: '/', setHeaders: cacheHeaders, index: ['index.html'], wildcard: true });
}
