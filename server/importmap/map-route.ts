import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import importMapService, { openMapStore, type MapStore } from '../services/importmap';

declare module 'fastify' {
  interface FastifyInstance {
    /** The environment's import map as this instance serves it (server/services/importmap/map-store.ts). */
    importMap: MapStore;
  }
}

/**
 * The environment's import map: `GET /importmap.json` from the database-backed store (the last
 * good version; never a broken file), revalidated on every load (`Cache-Control: no-cache` with
 * an ETag, so browsers and proxies see a change on their next load), and the /api/importmap API.
 */
export async function registerImportMap(app: FastifyInstance, ctx: ServerContext): Promise<MapStore> {
  const store = await openMapStore(ctx, { warn: (line) => app.log.warn(line), info: (line) => app.log.info(line) });
  app.decorate('importMap', store);
  app.addHook('onClose', async () => store.close());
  app.get('/importmap.json', { schema: { hide: true } }, async (request, reply) => {
    const map = await store.serve();
    if (!map) return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache').header('ETag', map.etag).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === map.etag)) return reply.code(304).send();
    return map.text;
  });
  await app.register(importMapService, { ...ctx, store, prefix: '/api/importmap' });
  return store;
}
