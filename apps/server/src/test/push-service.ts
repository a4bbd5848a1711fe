import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A push that reached the stub: checked as a real push service would, then decrypted as the browser would. */
export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
  /** The VAPID public key the push was signed with (`k=` of the Authorization header). */
  vapidKey: string;
  /** The JWT's claims: aud (this origin), exp, sub. */
  claims: { aud: string; exp: number; sub: string };
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  /** What the stub answers this endpoint with: 201 (taken) unless a test says it is gone. */
  status: number;
}

const b64 = (value: Buffer) => value.toString('base64url');

/** Verifies `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): ES256 over the key given, for this origin, not expired. */
function checkVapid(header: string | undefined, origin: string): { vapidKey: string; claims: ReceivedPush['claims'] } {
  const match = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, vapidKey] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(vapidKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string }).alg;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (alg !== 'ES256' || claims.aud !== origin || claims.exp <= now || claims.exp > now + 86_400) {
    throw new Error(`bad VAPID claims: ${JSON.stringify({ alg, ...claims })}`);
  }
  return { vapidKey, claims };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stand-in for a browser's push service (FCM, Mozilla's…) on 127.0.0.1: it hands out
 * subscriptions with real P-256 keys, refuses a push whose VAPID signature or encoding is
 * wrong (400), and decrypts what it accepts (RFC 8291, aes128gcm) so a test reads what the
 * service worker would receive. The server allows it through WEB_PUSH_EXTRA_ORIGINS. Browser
 * tests use it over HTTP: POST /control/subscriptions, GET /control/received?endpoint=….
 */
export async function startPushService() {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      // The browser tests run in other processes: they reach subscribe() and received() here.
      if (request.url === '/control/subscriptions' && request.method === 'POST') {
        return response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(api.subscribe()));
      }
      if (request.url?.startsWith('/control/received?')) {
        const endpoint = new URL(request.url, origin).searchParams.get('endpoint') ?? '';
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(api.received(endpoint)));
      }
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscriber = subscribers.get(endpoint);
      if (request.method !== 'POST' || !subscriber) return response.writeHead(404).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL');
        const vapid = checkVapid(request.headers.authorization, origin);
        const plain = ece.decrypt(await bodyOf(request), {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: b64(subscriber.auth),
        });
        const headers = {
          ttl: request.headers.ttl as string,
          urgency: request.headers.urgency as string | undefined,
          topic: request.headers.topic as string | undefined,
        };
        received.push({ endpoint, payload: JSON.parse(plain.toString('utf8')), headers, ...vapid });
        response.writeHead(subscriber.status).end();
      } catch (err) {
        refused.push(String(err));
        response.writeHead(400).end(String(err));
      }
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = {
    origin,
    /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      subscribers.set(endpoint, { ecdh, auth, status: 201 });
      return { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    /** From now on this endpoint answers 410 Gone, as when a browser dropped its subscription. */
    expire(endpoint: string) {
      const s = subscribers.get(endpoint);
      if (s) s.status = 410;
    },
    received: (endpoint?: string) => received.filter((r) => endpoint === undefined || r.endpoint === endpoint),
    refused: () => [...refused],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return api;
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
