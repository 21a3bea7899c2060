import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { OUTSIDE_APPS, outsideAppRedirect } from './outside-app.rules';

const PAGE = fs.readFileSync(path.join(__dirname, 'not-deployed.html'), 'utf8');
const SCRIPT = fs.readFileSync(path.join(__dirname, 'not-deployed.js'), 'utf8');

/**
 * The applications outside the portal that its menu opens by address (/cap/): redirected to
 * where the environment deploys them (CAP_URL), else answered with a page in the portal's look and
 * the user's language saying the application is not deployed here, with a way back to the portal.
 */
export function registerOutsideApps(app: FastifyInstance, config: Config): void {
  app.get('/portal-pages/not-deployed.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/javascript; charset=utf-8');
    return SCRIPT;
  });
  for (const { prefix, configKey } of OUTSIDE_APPS) {
    const baseUrl = config[configKey];
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      if (baseUrl) return reply.redirect(outsideAppRedirect(baseUrl, request.url, prefix), 302);
      reply.status(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      return PAGE;
    };
    app.get(prefix, { schema: { hide: true } }, answer);
    app.get(`${prefix}/*`, { schema: { hide: true } }, answer);
  }
}
