import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** A host as browsers send it: a name or an IPv4/IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

declare module 'fastify' {
  interface FastifyInstance {
    /** What links in messages may be built from (app.ts): PUBLIC_URL, ALLOWED_HOSTS, the listening address. */
    linkConfig: Pick<Config, 'publicUrl' | 'allowedHosts' | 'host' | 'port'>;
  }
}

/** What a link origin is chosen from; a pure function of it (table-tested). */
interface LinkContext {
  publicUrl: string;
  allowedHosts: readonly string[];
  /** The request's Host (or X-Forwarded-Host behind a trusted proxy) and protocol. */
  host: string | undefined;
  protocol: string;
  /** Where the connection arrived: the address and port the server listens on. */
  localAddress: string | undefined;
  localPort: number | undefined;
  /** The configured HOST and PORT, when the socket does not say (in-process requests). */
  configHost: string;
  configPort: number;
}

const bracketed = (address: string) => (address.includes(':') ? `[${address}]` : address);

/**
 * The origin for absolute links written into messages (N-3): PUBLIC_URL when set (required with
 * real delivery, config.ts). Without it (the demo outbox) the request's Host is taken only when it
 * names the address the server listens on (or localhost for a loopback listener, with the same
 * port) or a name of ALLOWED_HOSTS; any other Host — a forged one — gives the listening address
 * itself. So a link never carries a host the request chose.
 */
export function linkOrigin(c: LinkContext): string {
  if (c.publicUrl) return c.publicUrl;
  const local = c.localAddress ? bracketed(c.localAddress.replace(/^::ffff:/, '')) : c.configHost === '0.0.0.0' ? 'localhost' : bracketed(c.configHost);
  const port = c.localPort ?? c.configPort;
  const own = `${local}:${port}`.toLowerCase();
  const host = (c.host ?? '').toLowerCase();
  if (HOST.test(host)) {
    const [name, hostPort] = host.startsWith('[') ? [host.slice(0, host.indexOf(']') + 1), host.slice(host.indexOf(']') + 2)] : host.split(':');
    const samePort = (hostPort || (c.protocol === 'https' ? '443' : '80')) === String(port);
    const ownName = name === local.toLowerCase() || (LOOPBACK.has(name) && LOOPBACK.has(local.toLowerCase()));
    if ((ownName && samePort) || c.allowedHosts.includes(host) || (!hostPort && c.allowedHosts.includes(name))) return `${c.protocol}://${host}`;
  }
  return `http://${own}`;
}

/** linkOrigin for a request, from the app's link configuration (app.ts decorates it). */
export function requestOrigin(request: FastifyRequest): string {
  const config = request.server.linkConfig;
  return linkOrigin({
    publicUrl: config.publicUrl,
    allowedHosts: config.allowedHosts,
    host: request.host,
    protocol: request.protocol,
    localAddress: request.socket?.localAddress,
    localPort: request.socket?.localPort,
    configHost: config.host,
    configPort: config.port,
  });
}
