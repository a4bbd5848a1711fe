import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@skilllink/contracts/messaging';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

// Read receipts off (Settings → Privacy, ADR 063): nobody sees that the member read their
// message, and the member sees no one's; delivery stays.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

let n = 0;
const send = (c: TestClient, id: string, content: string) =>
  c.post(`/api/v1/conversations/${id}/messages`, { clientId: `rr-${Date.now().toString(36)}-${(n += 1)}`, content });
const statusOf = async (c: TestClient, id: string) =>
  ((await c.get(`/api/v1/conversations/${id}/messages`)).json().items as Message[]).map((m) => m.status);
const listed = async (c: TestClient, id: string) =>
  ((await c.get('/api/v1/conversations')).json().items as Conversation[]).find((x) => x.id === id)!;

async function talking() {
  const a = await signedUp(t.app);
  const b = await signedUp(t.app);
  await connectMembers(t.app, a.user.id, b.user.id);
  const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id as string;
  return { a, b, id };
}

describe('read receipts', () => {
  it('on (default): the author sees "read" once the other opened the conversation', async () => {
    const { a, b, id } = await talking();
    await send(a.client, id, 'Hello');
    await b.client.post(`/api/v1/conversations/${id}/read`, {});
    expect(await statusOf(a.client, id)).toEqual(['read']);
    expect((await listed(a.client, id)).readSeq).toBe(1);
  });

  it('off for the reader: the author never sees "read", and the reader sees no one’s receipts either', async () => {
    const { a, b, id } = await talking();
    await b.client.patch('/api/v1/account/privacy', { readReceipts: false });
    await send(a.client, id, 'Hello');
    await b.client.post(`/api/v1/conversations/${id}/read`, {});
    expect(await statusOf(a.client, id)).toEqual(['delivered']);
    expect((await listed(a.client, id)).readSeq).toBe(0);

    await send(b.client, id, 'Hi back');
    await a.client.post(`/api/v1/conversations/${id}/read`, {});
    expect((await statusOf(b.client, id)).at(-1)).not.toBe('read');
    expect((await listed(b.client, id)).readSeq).toBe(0);

    await b.client.patch('/api/v1/account/privacy', { readReceipts: true });
    expect(await statusOf(a.client, id)).toEqual(['read', 'read']);
  });
});
