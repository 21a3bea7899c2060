import net from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of PostgreSQL, so a test can take the database away from a
 * running server the way a network or a database restart does, and give it back.
 *
 * - `cut()`: every open connection is reset and new ones are refused (a database that went down).
 * - `stall()`: every open connection is reset, new ones are accepted but nothing is forwarded
 *   (a host that stopped answering: the client waits until its own timeout).
 * - `restore()`: connections are relayed again.
 *
 * @example
 * const proxy = await startTcpProxy({ port: 5432 });
 * const url = `postgres://postgres@127.0.0.1:${proxy.port}/test`;
 * proxy.cut(); … proxy.restore(); … await proxy.close();
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
  /** Connections relayed, refused (while cut) and held silent (while stalled), since the start. */
  stats: { relayed: number; refused: number; stalled: number };
  /** Local ports of the open connections to the database: pg_stat_activity.client_port of the server's sessions. */
  upstreamPorts(): number[];
}

export async function startTcpProxy(target: { host?: string; port: number }): Promise<TcpProxy> {
  type Mode = 'open' | 'cut' | 'stall';
  let mode: Mode = 'open';
  const sockets = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  const stats = { relayed: 0, refused: 0, stalled: 0 };
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset peer is the point of the exercise, not an error of the relay.
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === 'cut') {
      stats.refused++;
      client.resetAndDestroy();
      return;
    }
    if (mode === 'stall') {
      stats.stalled++;
      client.pause();
      return;
    }
    stats.relayed++;
    const upstream = net.connect({ host: target.host ?? '127.0.0.1', port: target.port });
    track(upstream);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });

  const dropAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    stats,
    upstreamPorts: () => [...upstreams].map((s) => s.localPort).filter((p): p is number => typeof p === 'number'),
    cut() {
      mode = 'cut';
      dropAll();
    },
    stall() {
      mode = 'stall';
      dropAll();
    },
    restore() {
      // Stalled connections never got an answer; the client gave up on them or will.
      if (mode === 'stall') dropAll();
      mode = 'open';
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
