import type { FastifyRequest } from 'fastify';

/** A host as browsers send it: a name or an IPv4/IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request came to (`https://portal.example.com`), for absolute links written into
 * messages when PUBLIC_URL is unset. Behind a proxy (TRUST_PROXY) Fastify reads
 * X-Forwarded-Proto and X-Forwarded-Host. A Host that is not a host name gives '' (a relative link).
 */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  const host = request.host ?? '';
  return HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : '';
}
