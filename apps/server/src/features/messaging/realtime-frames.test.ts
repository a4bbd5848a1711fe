import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, REALTIME_PATH, TYPING_RELAY_MS, type ServerEvent } from '@skilllink/contracts/realtime';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { expectResponsive, healthWhile } from '../../test/health-probe.js';
import { listening, openSocket, type TestSocket } from '../../test/realtime-client.js';

// Every socket has a frame budget (ADR 028), typing is coalesced, and nothing is relayed
// between members who are no longer connected. The realtime clock is ours: frozen unless a test
// moves it, so budgets do not refill and relays do not fall due by themselves.

let clock = Date.now();
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { realtimeNow: () => clock });
  base = await listening(t.app);
});
afterAll(async () => t.close());

let n = 0;
const cid = () => `fb-${Date.now().toString(36)}-${(n += 1)}`;
const isTyping = (e: ServerEvent) => e.type === 'typing';
const cookieOf = (client: { cookies: Map<string, string> }) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function pair() {
  const a = await signedUp(t.app, { firstName: 'Ama' });
  const b = await signedUp(t.app, { firstName: 'Kwame' });
  await connectMembers(t.app, a.user.id, b.user.id);
  const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id as string;
  const send = (who: typeof a, content: string) => who.client.post(`/api/v1/conversations/${id}/messages`, { clientId: cid(), content });
  return { a, b, id, send };
}

/** The server has read and handled every frame `from` sent, and `to` has everything it was sent. */
async function handled(from: TestSocket, to: TestSocket): Promise<void> {
  await from.roundTrip();
  await t.app.realtime.settled();
  await to.roundTrip();
}

/**
 * Floods from a worker thread, so the test's own sending does not hold the event loop that
 * serves /api/health. Says `ready` once loaded; on `go`, opens the member's socket and sends
 * `delivered` frames, then `typing` frames, as fast as the socket takes them, until it is
 * closed. Reports the close code (null if the server never closed it) and the frames sent.
 */
const FLOOD = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
parentPort.once('message', () => {
  const ws = new WebSocket(workerData.url, { headers: { cookie: workerData.cookie, origin: 'http://localhost:3000' } });
  let sent = 0;
  let code = null;
  const closed = new Promise((resolve) => ws.on('close', (c) => { code = c; resolve(); }));
  ws.on('error', () => undefined);
  ws.on('open', async () => {
    const delivered = JSON.stringify({ type: 'delivered', conversationId: workerData.conversationId, seq: 1 });
    const typing = JSON.stringify({ type: 'typing', conversationId: workerData.conversationId });
    const total = workerData.delivered + workerData.typing;
    while (sent < total && ws.readyState === WebSocket.OPEN) {
      for (let i = 0; i < 1000 && sent < total; i += 1, sent += 1) ws.send(sent < workerData.delivered ? delivered : typing);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const gaveUp = setTimeout(() => ws.terminate(), 15000);
    await closed;
    clearTimeout(gaveUp);
    parentPort.postMessage({ code: code === 1006 ? null : code, sent });
  });
});
parentPort.postMessage('ready');
`;

describe('realtime frame budget', () => {
  it('cuts a flooding socket with tooManyFrames, relays a handful of typing, and health p99 stays < 50 ms', async () => {
    const { a, b, id, send } = await pair();
    await send(a, 'Flood me');
    const onA = await openSocket(base, a.client);
    await onA.next((e) => e.type === 'hello');
    const worker = new Worker(FLOOD, {
      eval: true,
      workerData: {
        wsPath: createRequire(import.meta.url).resolve('ws'),
        url: `${base}${REALTIME_PATH}`,
        cookie: cookieOf(b.client),
        conversationId: id,
        delivered: 20_000,
        typing: 200_000,
      },
    });
    let result: { code: number | null; sent: number } | null = null;
    try {
      await new Promise((resolve) => worker.once('message', resolve));
      const done = new Promise<void>((resolve) => worker.once('message', (r: typeof result) => resolve(void (result = r))));
      // Health from a thread of its own while the flood runs, judged on the server's main-thread
      // time when the machine is loaded (test/health-probe.ts). Before the budget, the
      // flood held every request for seconds.
      const { health } = await healthWhile(
        `${base.replace(/^ws/, 'http')}/api/health`,
        async () => {
          worker.postMessage('go');
          await done;
        },
        200,
      );
      expect(result).toMatchObject({ code: CLOSE_CODES.tooManyFrames });
      expectResponsive(health);
      await t.app.realtime.settled();
      await onA.roundTrip();
      expect(onA.events.filter(isTyping).length).toBeLessThanOrEqual(3);
    } finally {
      await worker.terminate();
      await onA.close();
    }
  }, 60_000);

  it('relays typing at most once per TYPING_RELAY_MS per conversation and sender', async () => {
    const { a, b, id } = await pair();
    const [onA, onB] = await Promise.all([openSocket(base, a.client), openSocket(base, b.client)]);
    try {
      await Promise.all([onA, onB].map((s) => s.next((e) => e.type === 'hello')));
      for (let i = 0; i < 5; i += 1) onB.send({ type: 'typing', conversationId: id });
      await handled(onB, onA);
      expect(onA.events.filter(isTyping)).toHaveLength(1);
      clock += TYPING_RELAY_MS;
      onB.send({ type: 'typing', conversationId: id });
      await handled(onB, onA);
      expect(onA.events.filter(isTyping)).toHaveLength(2);
    } finally {
      await Promise.all([onA.close(), onB.close()]);
    }
  });

  it('relays no typing and takes no delivered receipt once the other member removed the connection', async () => {
    const { a, b, id, send } = await pair();
    await send(a, 'Still there?');
    const [onA, onB] = await Promise.all([openSocket(base, a.client), openSocket(base, b.client)]);
    try {
      await Promise.all([onA, onB].map((s) => s.next((e) => e.type === 'hello')));
      onB.send({ type: 'typing', conversationId: id });
      await onA.next(isTyping);
      expect((await a.client.delete(`/api/v1/connections/${b.user.id}`)).statusCode).toBe(204);
      clock += TYPING_RELAY_MS;
      const seen = onA.events.length;
      onB.send({ type: 'typing', conversationId: id });
      onB.send({ type: 'delivered', conversationId: id, seq: 1 });
      await handled(onB, onA);
      const history = (await a.client.get(`/api/v1/conversations/${id}/messages`)).json();
      expect(history.items.map((m: { status: string }) => m.status)).toEqual(['sent']);
      // Reading over HTTP moves B's own counts but sends A no receipt.
      expect((await b.client.post(`/api/v1/conversations/${id}/read`, {})).statusCode).toBe(200);
      await t.app.realtime.settled();
      await onA.roundTrip();
      const after = onA.events.slice(seen);
      expect(after.filter(isTyping)).toEqual([]);
      expect(after.filter((e) => e.type === 'conversation.updated')).toEqual([]);
    } finally {
      await Promise.all([onA.close(), onB.close()]);
    }
  });

  it('marks every earlier message delivered with one `delivered` frame, in one write', async () => {
    const { a, b, id, send } = await pair();
    for (const text of ['one', 'two', 'three']) await send(a, text);
    const [onA, onB] = await Promise.all([openSocket(base, a.client), openSocket(base, b.client)]);
    try {
      await Promise.all([onA, onB].map((s) => s.next((e) => e.type === 'hello')));
      onB.send({ type: 'delivered', conversationId: id, seq: 3 });
      await onA.next((e) => e.type === 'conversation.updated' && e.deliveredSeq === 3);
      await handled(onB, onA);
      // One pointer move: one receipt for the author, not one per message.
      expect(onA.events.filter((e) => e.type === 'conversation.updated')).toHaveLength(1);
      const history = (await a.client.get(`/api/v1/conversations/${id}/messages`)).json();
      expect(history.items.map((m: { status: string }) => m.status)).toEqual(['delivered', 'delivered', 'delivered']);
    } finally {
      await Promise.all([onA.close(), onB.close()]);
    }
  });
  it('a message sent while the recipient had no tab open shows Delivered to the sender once their client catches up', async () => {
    const { a, b, id, send } = await pair();
    const onA = await openSocket(base, a.client);
    try {
      await onA.next((e) => e.type === 'hello');
      await send(a, 'Sent while you were away');
      // B comes back: a first socket (nothing to replay), then the conversation list.
      const onB = await openSocket(base, b.client);
      await onB.next((e) => e.type === 'hello');
      const [item] = (await b.client.get('/api/v1/conversations')).json().items;
      expect(item.lastMessage).toMatchObject({ seq: 1, isRead: false });
      // What the web client does with an unread last message (features/messaging/receipts.ts).
      onB.send({ type: 'delivered', conversationId: id, seq: item.lastMessage.seq });
      expect(await onA.next((e) => e.type === 'conversation.updated' && e.deliveredSeq === 1)).toMatchObject({ readSeq: 0 });
      const history = (await a.client.get(`/api/v1/conversations/${id}/messages`)).json();
      expect(history.items.map((m: { status: string }) => m.status)).toEqual(['delivered']);
      await onB.close();
    } finally {
      await onA.close();
    }
  });
});
