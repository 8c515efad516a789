import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a test puts between the server's pool and PostgreSQL, to take the database away
 * as an outage would: `cut` resets every connection through it and stops listening (new
 * connections are refused), `restore` listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = createConnection(target);
        const pair = [client, upstream];
        const drop = () => {
          for (const socket of pair) {
            socket.destroy();
            sockets.delete(socket);
          }
        };
        for (const socket of pair) {
          sockets.add(socket);
          socket.on('error', drop).on('close', drop);
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve(listening));
    });

  server = await listen(0);
  const port = (server.address() as { port: number }).port;
  return {
    port,
    /** Every connection reset (RST, as a crashed host or a cut link gives), and nothing listening. */
    async cut() {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
      await closed;
    },
    async restore() {
      server ??= await listen(port);
    },
    async close() {
      await this.cut();
    },
  };
}
