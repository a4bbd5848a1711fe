import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '@skilllink/contracts/realtime';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { listening, openSocket, type TestSocket } from '../../test/realtime-client.js';

// The messaging events on the realtime channel (new messages, receipts, typing, edits and
// deletes, presence, catch-up): real sockets on a listening app.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  base = await listening(t.app);
});
afterAll(async () => t.close());

let n = 0;
const cid = () => `evt-${Date.now().toString(36)}-${(n += 1)}`;
const created = (content: string) => (e: ServerEvent) => e.type === 'message.created' && e.message.content === content;

async function pair() {
  const a = await signedUp(t.app, { firstName: 'Ama' });
  const b = await signedUp(t.app, { firstName: 'Kwame' });
  await connectMembers(t.app, a.user.id, b.user.id);
  const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id as string;
  const send = (who: typeof a, content: string) => who.client.post(`/api/v1/conversations/${id}/messages`, { clientId: cid(), content });
  return { a, b, id, send };
}

async function closeAll(...sockets: TestSocket[]) {
  for (const s of sockets) await s.close();
}

describe('messaging events', () => {
  it('pushes a new message to both members, each as they see it, and to nobody else', async () => {
    const { a, b, send } = await pair();
    const outsider = await signedUp(t.app);
    const [onA, onB, onX] = await Promise.all([openSocket(base, a.client), openSocket(base, b.client), openSocket(base, outsider.client)]);
    try {
      await Promise.all([onA, onB].map((s) => s.next((e) => e.type === 'hello')));
      await send(a, 'Akwaaba!');
      const forB = await onB.next(created('Akwaaba!'));
      expect(forB).toMatchObject({ message: { senderId: a.user.id, seq: 1, isRead: false }, unreadTotal: 1 });
      expect(await onA.next(created('Akwaaba!'))).toMatchObject({ message: { status: 'sent', isRead: true }, unreadTotal: 0 });
      // B's bell gets the combined notification.
      expect(await onB.next((e) => e.type === 'notification.created' && e.notification.type === 'messages')).toBeTruthy();
      await new Promise((r) => setTimeout(r, 150));
      expect(onX.events.filter((e) => e.type === 'message.created')).toEqual([]);
    } finally {
      await closeAll(onA, onB, onX);
    }
  });

  it('delivered and read receipts reach the author; pointers never go back', async () => {
    const { a, b, id, send } = await pair();
    const [onA, onB] = await Promise.all([openSocket(base, a.client), openSocket(base, b.client)]);
    try {
      await onB.next((e) => e.type === 'hello');
      await send(a, 'Did it arrive?');
      await onB.next(created('Did it arrive?'));
      onB.send({ type: 'delivered', conversationId: id, seq: 1 });
      expect(await onA.next((e) => e.type === 'conversation.updated' && e.deliveredSeq === 1)).toMatchObject({
        conversationId: id,
        readSeq: 0,
      });
      await b.client.post(`/api/v1/conversations/${id}/read`, {});
      expect(await onA.next((e) => e.type === 'conversation.updated' && e.readSeq === 1)).toMatchObject({ deliveredSeq: 1 });
      // B's other tabs learn their own counts went to zero.
      expect(await onB.next((e) => e.type === 'conversation.updated' && e.unreadTotal === 0)).toMatchObject({ unreadCount: 0 });
      const history = (await a.client.get(`/api/v1/conversations/${id}/messages`)).json();
      expect(history.items[0].status).toBe('read');
      // A stale delivered frame changes nothing.
      const before = onA.events.length;
      onB.send({ type: 'delivered', conversationId: id, seq: 1 });
      await new Promise((r) => setTimeout(r, 150));
      expect(onA.events.slice(before).filter((e) => e.type === 'conversation.updated')).toEqual([]);
    } finally {
      await closeAll(onA, onB);
    }
  });

  it('a member connected through request and accept gets delivered and read receipts live while the reader is online', async () => {
    // The QA walkthrough: a newly registered, verified member writes to a connection who is
    // online; the reader's tab acknowledges delivery, then reads over HTTP.
    const a = await signedUp(t.app, { firstName: 'Kofi' });
    const b = await signedUp(t.app, { firstName: 'Ama' });
    const request = await a.client.post('/api/v1/connections/requests', { personId: b.user.id });
    expect((await b.client.post(`/api/v1/connections/requests/${request.json().request.id}/accept`)).statusCode).toBe(200);
    const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id as string;
    const [onA, onB] = await Promise.all([openSocket(base, a.client), openSocket(base, b.client)]);
    try {
      await Promise.all([onA, onB].map((s) => s.next((e) => e.type === 'hello')));
      const sent = await a.client.post(`/api/v1/conversations/${id}/messages`, { clientId: cid(), content: 'Bonjour Ama' });
      expect(sent.json().message.status).toBe('sent');
      const arrived = await onB.next(created('Bonjour Ama'));
      const seq = arrived.type === 'message.created' ? arrived.message.seq : 0;
      onB.send({ type: 'delivered', conversationId: id, seq });
      expect(await onA.next((e) => e.type === 'conversation.updated' && e.deliveredSeq === seq)).toMatchObject({
        conversationId: id,
        readSeq: 0,
      });
      expect((await b.client.post(`/api/v1/conversations/${id}/read`, { seq })).statusCode).toBe(200);
      expect(await onA.next((e) => e.type === 'conversation.updated' && e.readSeq === seq)).toMatchObject({
        conversationId: id,
        deliveredSeq: seq,
      });
    } finally {
      await closeAll(onA, onB);
    }
  });

  it('typing reaches the other member only; frames for a conversation one is not in are ignored', async () => {
    const { a, b, id } = await pair();
    const outsider = await signedUp(t.app);
    const [onA, onB, onX] = await Promise.all([openSocket(base, a.client), openSocket(base, b.client), openSocket(base, outsider.client)]);
    try {
      await Promise.all([onA, onB, onX].map((s) => s.next((e) => e.type === 'hello')));
      onB.send({ type: 'typing', conversationId: id });
      expect(await onA.next((e) => e.type === 'typing')).toEqual({ type: 'typing', conversationId: id, memberId: b.user.id });
      onX.send({ type: 'typing', conversationId: id });
      onX.send({ type: 'delivered', conversationId: id, seq: 1 });
      onX.send({ type: 'typing', conversationId: 'x'.repeat(65) });
      await new Promise((r) => setTimeout(r, 200));
      expect(onA.events.filter((e) => e.type === 'typing')).toHaveLength(1);
      expect(onB.events.filter((e) => e.type === 'typing')).toEqual([]);
    } finally {
      await closeAll(onA, onB, onX);
    }
  });

  it('edits and deletes reach both members; a deleted conversation is removed from my other tabs', async () => {
    const { a, b, id, send } = await pair();
    const message = (await send(a, 'Meet at 3?')).json().message;
    const [onA, onB] = await Promise.all([openSocket(base, a.client), openSocket(base, b.client)]);
    try {
      await a.client.patch(`/api/v1/messages/${message.id}`, { content: 'Meet at 4?' });
      expect(await onB.next((e) => e.type === 'message.updated')).toMatchObject({ message: { content: 'Meet at 4?' } });
      await a.client.delete(`/api/v1/messages/${message.id}`);
      expect(await onB.next((e) => e.type === 'message.updated' && e.message.deleted)).toMatchObject({ message: { content: '' } });
      await b.client.delete(`/api/v1/conversations/${id}`);
      expect(await onB.next((e) => e.type === 'conversation.removed')).toEqual({ type: 'conversation.removed', conversationId: id });
    } finally {
      await closeAll(onA, onB);
    }
  });

  it('the list shows a partner online while they have a tab open (the cached list is dropped)', async () => {
    const { a, b, send } = await pair();
    await send(a, 'Are you around?');
    const partnerOnline = async () => (await a.client.get('/api/v1/conversations')).json().items[0].participants[0].isOnline as boolean;
    expect(await partnerOnline()).toBe(false);
    const onB = await openSocket(base, b.client);
    try {
      await onB.next((e) => e.type === 'hello');
      await expect.poll(partnerOnline).toBe(true);
    } finally {
      await onB.close();
    }
  });

  it('a member who dropped their socket gets every missed message once, in order, with `since`', async () => {
    const { a, b, send } = await pair();
    const first = await openSocket(base, b.client);
    const hello = await first.next((e) => e.type === 'hello');
    await first.close();
    for (const text of ['one', 'two', 'three']) await send(a, text);
    const again = await openSocket(base, b.client, { since: hello.type === 'hello' ? hello.lastEventId : 0 });
    try {
      await again.next(created('three'));
      await new Promise((r) => setTimeout(r, 150));
      const got = again.events.flatMap((e) => (e.type === 'message.created' ? [e.message.content] : []));
      expect(got).toEqual(['one', 'two', 'three']);
    } finally {
      await again.close();
    }
  });
});
