import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX, MESSAGING_TEXTS, type Conversation, type Message } from '@skilllink/contracts/messaging';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

let n = 0;
const clientId = () => `test-client-${Date.now().toString(36)}-${(n += 1)}`;

/** Two connected members and their conversation. */
async function pair() {
  const a = await signedUp(t.app, { firstName: 'Abena', lastName: 'Owusu' });
  const b = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Boateng' });
  await connectMembers(t.app, a.user.id, b.user.id);
  const started = await a.client.post('/api/v1/conversations', { personId: b.user.id });
  expect(started.statusCode).toBe(201);
  const conversation = started.json().conversation as Conversation;
  return { a, b, id: conversation.id, conversation };
}

const sendAs = (c: TestClient, id: string, content: string, cid = clientId()) =>
  c.post(`/api/v1/conversations/${id}/messages`, { clientId: cid, content });

describe('messaging: conversations', () => {
  it('starts one conversation per pair, from either side, and lists it with the other member first', async () => {
    const { a, b, id, conversation } = await pair();
    expect(conversation.participants.map((p) => p.id)).toEqual([b.user.id, a.user.id]);
    expect(conversation).toMatchObject({ lastMessage: null, unreadCount: 0, readSeq: 0, deliveredSeq: 0 });
    const again = await b.client.post('/api/v1/conversations', { personId: a.user.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(id);
    expect(again.json().conversation.participants[0].id).toBe(a.user.id);
    const list = (await a.client.get('/api/v1/conversations')).json();
    expect(list.items.map((c: Conversation) => c.id)).toEqual([id]);
    expect(list.unreadTotal).toBe(0);
  });

  it('starting at the same time from both sides makes one conversation', async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    await connectMembers(t.app, a.user.id, b.user.id);
    const [x, y] = await Promise.all([
      a.client.post('/api/v1/conversations', { personId: b.user.id }),
      b.client.post('/api/v1/conversations', { personId: a.user.id }),
    ]);
    expect(x.json().conversation.id).toBe(y.json().conversation.id);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
  });

  it('refuses someone who is not a connection, a pending request, and oneself', async () => {
    const a = await signedUp(t.app);
    const stranger = await signedUp(t.app);
    const pending = await signedUp(t.app);
    await connectMembers(t.app, a.user.id, pending.user.id, 'pending');
    for (const personId of [stranger.user.id, pending.user.id, a.user.id, 'nobody']) {
      const res = await a.client.post('/api/v1/conversations', { personId });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'not_connected', message: MESSAGING_TEXTS.notConnected });
    }
    expect((await a.client.post('/api/v1/conversations', { personId: '' })).statusCode).toBe(400);
  });

  it('orders by last activity, searches by the other member, and pages with a cursor', async () => {
    const me = await signedUp(t.app, { firstName: 'Efua', lastName: 'Mensah' });
    const names = ['Yaw Darko', 'Akosua Addo', 'Kwesi Quaye'];
    const ids: string[] = [];
    for (const name of names) {
      const [firstName, lastName] = name.split(' ');
      const other = await signedUp(t.app, { firstName, lastName });
      await connectMembers(t.app, me.user.id, other.user.id);
      ids.push((await me.client.post('/api/v1/conversations', { personId: other.user.id })).json().conversation.id);
    }
    await sendAs(me.client, ids[0]!, 'Bumped to the top');
    const all = (await me.client.get('/api/v1/conversations?limit=2')).json();
    expect(all.items.map((c: Conversation) => c.id)).toEqual([ids[0], ids[2]]);
    const rest = (await me.client.get(`/api/v1/conversations?limit=2&before=${all.nextCursor}`)).json();
    expect(rest.items.map((c: Conversation) => c.id)).toEqual([ids[1]]);
    expect(rest.nextCursor).toBeNull();
    const found = (await me.client.get('/api/v1/conversations?q=AKOSUA')).json();
    expect(found.items.map((c: Conversation) => c.participants[0]!.firstName)).toEqual(['Akosua']);
    expect((await me.client.get('/api/v1/conversations?q=zzz')).json().items).toEqual([]);
    expect((await me.client.get('/api/v1/conversations?before=!!')).statusCode).toBe(400);
  });

  it('hides another member’s conversation (404) and refuses visitors (401)', async () => {
    const { id } = await pair();
    const outsider = await signedUp(t.app);
    expect((await outsider.client.get(`/api/v1/conversations/${id}`)).statusCode).toBe(404);
    expect((await outsider.client.get(`/api/v1/conversations/${id}/messages`)).statusCode).toBe(404);
    expect((await sendAs(outsider.client, id, 'hi')).statusCode).toBe(404);
    expect((await outsider.client.post(`/api/v1/conversations/${id}/read`, {})).statusCode).toBe(404);
    expect((await outsider.client.delete(`/api/v1/conversations/${id}`)).statusCode).toBe(404);
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/conversations')).statusCode).toBe(401);
    expect((await sendAs(visitor, id, 'hi')).statusCode).toBe(401);
  });

  it('deleting removes it for me only; a new message brings it back with only the new history', async () => {
    const { a, b, id } = await pair();
    await sendAs(a.client, id, 'Before the delete');
    expect((await b.client.delete(`/api/v1/conversations/${id}`)).statusCode).toBe(204);
    expect((await b.client.get('/api/v1/conversations')).json().items).toEqual([]);
    expect((await a.client.get('/api/v1/conversations')).json().items).toHaveLength(1);
    expect((await a.client.get(`/api/v1/conversations/${id}/messages`)).json().items).toHaveLength(1);
    await sendAs(a.client, id, 'After the delete');
    const back = (await b.client.get('/api/v1/conversations')).json();
    expect(back.items.map((c: Conversation) => c.id)).toEqual([id]);
    const history = (await b.client.get(`/api/v1/conversations/${id}/messages`)).json();
    expect(history.items.map((m: Message) => m.content)).toEqual(['After the delete']);
  });
});

describe('messaging: messages', () => {
  it('sends with growing seq, counts unread for the other member, and reads them', async () => {
    const { a, b, id } = await pair();
    const first = await sendAs(a.client, id, 'Good morning ☀️');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatchObject({ seq: 1, senderId: a.user.id, content: 'Good morning ☀️', status: 'sent', deleted: false });
    await sendAs(a.client, id, 'مرحبا — are we still on?');
    const listB = (await b.client.get('/api/v1/conversations')).json();
    expect(listB.unreadTotal).toBe(2);
    expect(listB.items[0]).toMatchObject({ unreadCount: 2, lastMessage: { seq: 2, content: 'مرحبا — are we still on?' } });
    const read = await b.client.post(`/api/v1/conversations/${id}/read`, {});
    expect(read.json()).toEqual({ readSeq: 2, unreadTotal: 0 });
    const history = (await a.client.get(`/api/v1/conversations/${id}/messages`)).json();
    expect(history.items.map((m: Message) => [m.seq, m.status])).toEqual([
      [1, 'read'],
      [2, 'read'],
    ]);
    // Pointers never move back.
    expect((await b.client.post(`/api/v1/conversations/${id}/read`, { seq: 1 })).json().readSeq).toBe(2);
  });

  it('refuses a new message once the two are no longer connected, but answers a retry of a stored one', async () => {
    const { a, b, id } = await pair();
    const cid = clientId();
    expect((await sendAs(a.client, id, 'Before', cid)).statusCode).toBe(201);
    expect((await a.client.delete(`/api/v1/connections/${b.user.id}`)).statusCode).toBe(204);
    const refused = await sendAs(a.client, id, 'After');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_connected');
    const retry = await sendAs(a.client, id, 'Before', cid);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toMatchObject({ seq: 1, content: 'Before' });
    // The refused message took no seq: the conversation's last activity is still the first one.
    expect((await b.client.get(`/api/v1/conversations/${id}/messages`)).json().items.map((m: Message) => m.content)).toEqual(['Before']);
    // The same client id sent to a conversation one is not in is no retry: 404.
    const other = await pair();
    expect((await sendAs(a.client, other.id, 'Before', cid)).statusCode).toBe(404);
  });

  it('stores a retried client id once, also when both tries arrive together', async () => {
    const { a, id } = await pair();
    const cid = clientId();
    expect((await sendAs(a.client, id, 'Once only', cid)).statusCode).toBe(201);
    const retry = await sendAs(a.client, id, 'Once only', cid);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.seq).toBe(1);
    const racing = clientId();
    const both = await Promise.all([sendAs(a.client, id, 'Race', racing), sendAs(a.client, id, 'Race', racing)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const history = (await a.client.get(`/api/v1/conversations/${id}/messages`)).json();
    expect(history.items.map((m: Message) => m.content)).toEqual(['Once only', 'Race']);
  });

  it('validates content and client ids, and refuses once the connection is removed', async () => {
    const { a, b, id } = await pair();
    for (const body of [
      { clientId: clientId(), content: '   ' },
      { clientId: clientId(), content: 'x'.repeat(MESSAGE_MAX + 1) },
      { clientId: 'bad id!', content: 'hi' },
      { content: 'hi' },
    ]) {
      expect((await a.client.post(`/api/v1/conversations/${id}/messages`, body)).statusCode).toBe(400);
    }
    expect((await sendAs(a.client, id, 'x'.repeat(MESSAGE_MAX))).statusCode).toBe(201);
    await t.app.database.db.deleteFrom('connection').where('requesterId', '=', a.user.id).where('addresseeId', '=', b.user.id).execute();
    const refused = await sendAs(a.client, id, 'Still there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGING_TEXTS.notConnected);
    // The history stays readable.
    expect((await b.client.get(`/api/v1/conversations/${id}/messages`)).json().items).toHaveLength(1);
  });

  it('pages history back from the newest, oldest first within a page', async () => {
    const { a, id } = await pair();
    for (let i = 1; i <= 5; i += 1) await sendAs(a.client, id, `Message ${i}`);
    const newest = (await a.client.get(`/api/v1/conversations/${id}/messages?limit=2`)).json();
    expect(newest.items.map((m: Message) => m.seq)).toEqual([4, 5]);
    const older = (await a.client.get(`/api/v1/conversations/${id}/messages?limit=2&before=${newest.nextCursor}`)).json();
    expect(older.items.map((m: Message) => m.seq)).toEqual([2, 3]);
    const oldest = (await a.client.get(`/api/v1/conversations/${id}/messages?limit=2&before=${older.nextCursor}`)).json();
    expect(oldest).toMatchObject({ items: [{ seq: 1 }], nextCursor: null });
    expect((await a.client.get(`/api/v1/conversations/${id}/messages?before=abc`)).statusCode).toBe(400);
  });

  it('lets only the author edit or delete; both see the change', async () => {
    const { a, b, id } = await pair();
    const mine = (await sendAs(a.client, id, 'Typo in ths one')).json().message as Message;
    const theirs = (await sendAs(b.client, id, 'Reply')).json().message as Message;
    const edited = await a.client.patch(`/api/v1/messages/${mine.id}`, { content: 'Typo in this one' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message.editedAt).not.toBeNull();
    expect((await a.client.patch(`/api/v1/messages/${theirs.id}`, { content: 'Hijack' })).json().error.code).toBe('not_author');
    expect((await a.client.delete(`/api/v1/messages/${theirs.id}`)).statusCode).toBe(403);
    expect((await a.client.patch(`/api/v1/messages/${mine.id}`, { content: ' ' })).statusCode).toBe(400);
    const outsider = await signedUp(t.app);
    expect((await outsider.client.patch(`/api/v1/messages/${mine.id}`, { content: 'x' })).statusCode).toBe(404);
    expect((await outsider.client.delete(`/api/v1/messages/${mine.id}`)).statusCode).toBe(404);
    const deleted = await a.client.delete(`/api/v1/messages/${mine.id}`);
    expect(deleted.json().message).toMatchObject({ deleted: true, content: '' });
    expect((await a.client.patch(`/api/v1/messages/${mine.id}`, { content: 'Back' })).statusCode).toBe(409);
    const seenByB = (await b.client.get(`/api/v1/conversations/${id}/messages`)).json().items as Message[];
    expect(seenByB.map((m) => [m.content, m.deleted])).toEqual([
      ['', true],
      ['Reply', false],
    ]);
  });

  it('keeps one messages notification carrying the total, removed when all is read', async () => {
    const { a, b, id } = await pair();
    const bell = async () =>
      ((await b.client.get('/api/v1/notifications')).json().items as Array<{ type: string; params: { count: number } }>).filter(
        (x) => x.type === 'messages',
      );
    await sendAs(a.client, id, 'One');
    expect(await bell()).toMatchObject([{ kind: 'messages.unread', params: { count: 1 } }]);
    await sendAs(a.client, id, 'Two');
    expect(await bell()).toMatchObject([{ kind: 'messages.unread', params: { count: 2 } }]);
    await b.client.post(`/api/v1/conversations/${id}/read`, {});
    expect(await bell()).toEqual([]);
    // Turned off: no notification at all.
    const types = {
      connection_request: true,
      connection_accepted: true,
      messages: false,
      profile_view: true,
      achievement: true,
      other: true,
    };
    expect((await b.client.put('/api/v1/notifications/preferences', { types })).statusCode).toBe(200);
    await sendAs(a.client, id, 'Three');
    expect(await bell()).toEqual([]);
  });

  it('limits how fast a member sends, with the MESSAGING_TEXTS.rateLimited sentence', async () => {
    // Factor 0.2: two registrations from this address, four messages per 10 s.
    const limited = await buildTestApp({ RATE_LIMIT_FACTOR: '0.2' });
    try {
      const a = await signedUp(limited.app);
      const b = await signedUp(limited.app);
      await connectMembers(limited.app, a.user.id, b.user.id);
      const id = (await a.client.post('/api/v1/conversations', { personId: b.user.id })).json().conversation.id;
      const post = (text: string) => a.client.post(`/api/v1/conversations/${id}/messages`, { clientId: clientId(), content: text });
      for (const text of ['one', 'two', 'three', 'four']) expect((await post(text)).statusCode).toBe(201);
      const third = await post('five');
      expect(third.statusCode).toBe(429);
      expect(third.json().error.message).toBe(MESSAGING_TEXTS.rateLimited);
    } finally {
      await limited.close();
    }
  });
});
