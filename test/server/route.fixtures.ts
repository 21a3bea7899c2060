import type { FastifyInstance } from 'fastify';
import { API_BASE, type ApiRoute } from '../../contract';
import { request } from './data.fixtures';

/** One call of a contract route table entry, its `:params` filled in; the answer as `request` gives it. */
export function callRoute(app: FastifyInstance, route: ApiRoute<any>, options: { at?: string; body?: unknown; params?: Record<string, string | number> } = {}) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(options.params?.[name] ?? '')));
  return request(app, route.method as 'GET' | 'POST', `${API_BASE}${path}`, { at: options.at, body: options.body });
}
