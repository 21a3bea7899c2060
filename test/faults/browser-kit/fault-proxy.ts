/**
 * A tiny HTTP proxy in front of the real portal server: the browser loads the portal from the
 * proxy's origin, so the proxy can make the API late (a held request the browser gives up on is
 * never forwarded) or take the whole origin down (connection refused: the listener is closed and
 * every open socket destroyed) and bring it back on the same port, so localStorage survives.
 *
 * @example
 * const proxy = await startFaultProxy(portal.url);
 * proxy.slow(/\/client\/login$/);       // held until the browser's 10 s timeout gives up
 * await proxy.down(); await proxy.up();  // refused, then back on the same origin
 */
import http from 'node:http';
import type { Socket } from 'node:net';

export interface HeldRequest {
  path: string;
  /** Milliseconds the request was held before the browser closed it (or it was let through). */
  heldMs: number;
  /** 'gave-up': the browser closed it, nothing reached the server; 'forwarded': let through late. */
  outcome: 'gave-up' | 'forwarded';
}

export interface FaultProxy {
  /** The origin the browser uses, e.g. http://127.0.0.1:41235 */
  url: string;
  /**
   * Holds every request whose path matches until the browser closes it (never forwarded), or at
   * most `maxMs` (then forwards it late). Returns a function that lifts the rule.
   */
  slow(path: RegExp, maxMs?: number): () => void;
  /** Requests held so far, oldest first. */
  held: HeldRequest[];
  /**
   * Cuts the API only: every /api request's connection is dropped without an answer while the
   * portal's files are still served. Returns a function that restores it.
   */
  cutApi(): () => void;
  /** Closes the listener and destroys every open connection: the browser gets "connection refused". */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const rules = new Set<{ path: RegExp; maxMs: number }>();
  const held: HeldRequest[] = [];
  const sockets = new Set<Socket>();
  let apiCut = false;
  // Upstream keep-alive is off: a request must never ride a connection the proxy is tearing down.
  const agent = new http.Agent({ keepAlive: false });

  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstreamReq = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host }, agent },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => res.destroy());
    req.pipe(upstreamReq);
  };

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (apiCut && path.startsWith('/api/')) {
      req.socket.destroy();
      return;
    }
    const rule = [...rules].find((r) => r.path.test(path));
    if (!rule) return forward(req, res);
    const started = Date.now();
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      held.push({ path, heldMs: Date.now() - started, outcome: 'forwarded' });
      forward(req, res);
    }, rule.maxMs);
    // The browser's timeout aborts the XHR, which closes the connection under the held request.
    res.on('close', () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      held.push({ path, heldMs: Date.now() - started, outcome: 'gave-up' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as { port: number }).port;

  const down = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    slow(path, maxMs = 60_000) {
      const rule = { path, maxMs };
      rules.add(rule);
      return () => rules.delete(rule);
    },
    held,
    cutApi() {
      apiCut = true;
      return () => {
        apiCut = false;
      };
    },
    down,
    up: async () => {
      if (!server.listening) await listen(port);
    },
    close: async () => {
      rules.clear();
      await down();
      agent.destroy();
    },
  };
}
