import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CLOSE_CODES, MAX_FRAME_BYTES, REALTIME_PATH, RealtimeQuery } from '@skilllink/contracts/realtime';
import { sameOrigin } from '../csrf.js';
import type { RealtimeHub } from './hub.js';

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * `GET /api/realtime` upgraded to a WebSocket: the session cookie signs it in (the session hook
 * already ran on the upgrade request) and the Origin must be ours, because a browser sends the
 * cookie along with a WebSocket opened by any site. Close codes tell the client what to do.
 *
 * The WebSocket plugin lives in a context of its own with this one route: registered at the
 * root, it adds two hooks and a handler wrapper to every route of the app, which every HTTP
 * request paid for (ADR 022). Upgrade requests for any other path are refused at the door.
 */
export async function registerRealtime(app: FastifyInstance, opts: { hub: RealtimeHub; publicUrl: string }): Promise<void> {
  await app.register(async (realtime) => {
    const before = new Set(app.server.listeners('upgrade'));
    await realtime.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES }, preClose: goingAway });
    const plugins = app.server.listeners('upgrade').filter((l) => !before.has(l)) as UpgradeListener[];
    onlyRealtimeUpgrades(realtime, app.server, plugins);

    // Public at the door: a visitor's socket is closed with `unauthenticated` (4001), which clients understand.
    realtime.get(REALTIME_PATH, { websocket: true, config: { public: true }, schema: { hide: true } }, (socket, request) => {
      if (!sameOrigin(request, opts.publicUrl)) return socket.close(CLOSE_CODES.forbiddenOrigin, 'Origin not allowed');
      if (!request.auth) return socket.close(CLOSE_CODES.unauthenticated, 'Sign in first');
      const query = RealtimeQuery.safeParse(request.query);
      const since = query.success ? query.data.since : undefined;
      opts.hub.accept(socket, request.auth.member.id, request.auth.sessionId, since).catch((error: unknown) => {
        request.log.warn({ err: error }, 'realtime socket setup failed');
        socket.terminate();
      });
    });
  });
}

/**
 * On close, before the server stops accepting: every socket is told "going away" (1001), so a
 * client reconnects at once to another node or to this one restarted. The plugin's own close
 * sends no code (1005), which clients read as a broken line and retry after a backoff.
 */
function goingAway(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients) client.close(CLOSE_CODES.goingAway, 'Server restarting');
  this.websocketServer.close();
  done();
}

/**
 * Hands the plugin only upgrades for the realtime path. Other routes no longer carry the
 * plugin's wrapper that closed such sockets, so without this an upgrade to, say, /api/health
 * would be answered as plain HTTP and its socket left open.
 */
function onlyRealtimeUpgrades(realtime: FastifyInstance, server: Server, plugins: UpgradeListener[]): void {
  for (const listener of plugins) server.removeListener('upgrade', listener);
  const gate: UpgradeListener = (request, socket, head) => {
    if ((request.url ?? '').split('?')[0] === REALTIME_PATH) {
      for (const listener of plugins) listener.call(server, request, socket, head);
      return;
    }
    // Node takes its error listener off a socket it hands to 'upgrade': without one, a reset would crash.
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () => socket.destroy());
  };
  server.on('upgrade', gate);
  realtime.addHook('preClose', (done) => {
    server.removeListener('upgrade', gate);
    done();
  });
}
