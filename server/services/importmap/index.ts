import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { acceptEmptyBodies } from '../../http/optional-body';
import { importMapRoutesPlugin } from './importmap.routes';
import type { MapStore } from './map-store';

export { openMapStore, type MapStore } from './map-store';

/** The environment's import map API (issue 21), registered at /api/importmap; `store` is the map the server serves. */
export default async function importMapService(app: FastifyInstance, options: ServerContext & { store: MapStore }) {
  acceptEmptyBodies(app);
  const { store, ...ctx } = options;
  importMapRoutesPlugin(app, { ctx: ctx as ServerContext, store });
}
