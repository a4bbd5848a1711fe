import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES, REALTIME_PATH, RealtimeQuery } from '@skilllink/contracts/realtime';
import { sameOrigin } from '../csrf.js';
import type { RealtimeHub } from './hub.js';

/** Frames from the browser are tiny (typing, later); anything large is refused by ws itself. */
const MAX_FRAME = 16 * 1024;

/**
 * `GET /api/realtime` upgraded to a WebSocket: the session cookie signs it in (the session hook
 * already ran on the upgrade request) and the Origin must be ours, because a browser sends the
 * cookie along with a WebSocket opened by any site. Close codes tell the client what to do.
 */
export async function registerRealtime(app: FastifyInstance, opts: { hub: RealtimeHub; publicUrl: string }): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME } });
  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    if (!sameOrigin(request, opts.publicUrl)) return socket.close(CLOSE_CODES.forbiddenOrigin, 'Origin not allowed');
    if (!request.auth) return socket.close(CLOSE_CODES.unauthenticated, 'Sign in first');
    const query = RealtimeQuery.safeParse(request.query);
    const since = query.success ? query.data.since : undefined;
    opts.hub.accept(socket, request.auth.member.id, request.auth.sessionId, since).catch((error: unknown) => {
      request.log.warn({ err: error }, 'realtime socket setup failed');
      socket.terminate();
    });
  });
}
