import type { FastifyInstance } from 'fastify';

/**
 * Lets `app.close()` end once the requests in flight are answered (issue #27). Node's close
 * ends only the keep-alive connections idle at that moment: one busy then stays open after its
 * answer, until a keep-alive timeout (72 s in Fastify), and the close waits for it. So from the
 * close on, and from the drain on when `draining` says so, every answer says
 * `Connection: close` and its connection ends with it; the client, or the load balancer, opens
 * its next one elsewhere. Call it on the root instance, before the routes.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance, draining: () => boolean = () => false): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    // HTTP/2 has no such header: its sessions are closed by Fastify itself.
    if ((closing || draining()) && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}
