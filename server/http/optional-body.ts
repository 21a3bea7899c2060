import type { FastifyInstance } from 'fastify';

/**
 * For the plugin it is called in: a POST whose fields are all optional may come without a body,
 * or with `content-type: application/json` and an empty one (what a shared client with a default
 * JSON header sends for `post(url)`); both are validated as `{}`. Other bodies go through
 * Fastify's own JSON parser, with its prototype-poisoning protection.
 */
export function acceptEmptyBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });
}
