import type { FastifyInstance } from 'fastify';

/**
 * Graceful close: Fastify stops accepting and drops idle keep-alive sockets once, but a socket
 * that is busy when closing starts becomes idle only after its answer and would then hold the
 * close for the keep-alive timeout. While closing, idle sockets are dropped every 50 ms, so each
 * busy one ends right after its request finishes — and no per-request hook is needed for it.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
}
