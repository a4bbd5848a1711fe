import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@skilllink/contracts/messaging';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

// Unread counts are kept on each member's conversation row (ADR 041). After every kind of
// change, what members are told must equal a count taken from the messages themselves.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

let n = 0;
const send = (c: TestClient, id: string, content: string) =>
  c.post(`/api/v1/conversations/${id}/messages`, { clientId: `unread-${(n += 1)}`, content });

/** The definition: messages from the other member above my read and cleared pointers, not deleted. */
async function counted(conversationId: string, me: string): Promise<number> {
  const db = t.app.database.db;
  const mine = await db
    .selectFrom('conversationMember')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .where('userId', '=', me)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('message')
    .select('id')
    .where('conversationId', '=', conversationId)
    .where('seq', '>', Math.max(Number(mine.readSeq), Number(mine.clearedSeq)))
    .where('senderId', '<>', me)
    .where('deletedAt', 'is', null)
    .execute();
  return rows.length;
}

/** What the member's list says, checked against the definition; returns the count. */
async function told(c: TestClient, me: string, conversationId: string): Promise<number> {
  const list = (await c.get('/api/v1/conversations')).json() as { items: Conversation[]; unreadTotal: number };
  const shown = list.items.find((i) => i.id === conversationId)?.unreadCount ?? 0;
  expect(shown).toBe(await counted(conversationId, me));
  expect(list.unreadTotal).toBe(list.items.reduce((sum, i) => sum + i.unreadCount, 0));
  return shown;
}

describe('messaging: unread counts', () => {
  it('stay equal to a fresh count through sends, partial reads, deletes and a cleared conversation', async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    const c = await signedUp(t.app);
    await connectMembers(t.app, a.user.id, b.user.id);
    await connectMembers(t.app, c.user.id, b.user.id);
    const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id as string;
    const other = (await c.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id as string;
    await send(c.client, other, 'A second conversation keeps its own count');

    const sent: Message[] = [];
    for (const text of ['one', 'two', 'three', 'four']) sent.push((await send(a.client, id, text)).json().message);
    expect(await told(b.client, b.user.id, id)).toBe(4);

    // Reading up to the second leaves two; an old receipt changes nothing.
    expect((await b.client.post(`/api/v1/conversations/${id}/read`, { seq: 2 })).json()).toEqual({ readSeq: 2, unreadTotal: 3 });
    expect((await b.client.post(`/api/v1/conversations/${id}/read`, { seq: 1 })).json().unreadTotal).toBe(3);
    expect(await told(b.client, b.user.id, id)).toBe(2);

    // Deleting an unread message takes it off; deleting one already read does not.
    await a.client.delete(`/api/v1/messages/${sent[3]!.id}`);
    expect(await told(b.client, b.user.id, id)).toBe(1);
    await a.client.delete(`/api/v1/messages/${sent[0]!.id}`);
    expect(await told(b.client, b.user.id, id)).toBe(1);

    // Replying reads everything for the replier; the author now has one unread.
    await send(b.client, id, 'Got them');
    expect(await told(b.client, b.user.id, id)).toBe(0);
    expect(await told(a.client, a.user.id, id)).toBe(1);

    // Deleting the conversation for me clears my count only, and a new message counts again.
    expect((await a.client.delete(`/api/v1/conversations/${id}`)).statusCode).toBe(204);
    expect(await told(a.client, a.user.id, id)).toBe(0);
    await send(b.client, id, 'Still there?');
    expect(await told(a.client, a.user.id, id)).toBe(1);
    expect(await told(b.client, b.user.id, other)).toBe(1);
    expect((await b.client.get('/api/v1/conversations')).json().unreadTotal).toBe(1);
  });
});
