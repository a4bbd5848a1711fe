import type { Conversation, ConversationsPage, MessagesPage } from '@skilllink/contracts/messaging';
import type { ServerEvent } from '@skilllink/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { listening, openSocket, type TestSocket } from '../../test/realtime-client.js';

// A project's team chat (ADR 058): through the workspace API for the team, the messaging API
// and real sockets for the chat.

let t: TestApp;
let base: string;
type Member = { client: TestClient; id: string; name: string };
let ama: Member; // the lead
let kofi: Member; // a member
let efua: Member; // the client, a viewer
let yaw: Member; // invited, has not answered
let kojo: Member; // a stranger
let esi: Member; // joins later
let projectId: string;
let chatId: string;

const join = async (firstName: string): Promise<Member> => {
  const { client, user } = await signedUp(t.app, { firstName, lastName: 'Test' });
  return { client, id: user.id, name: firstName };
};
const projects = '/api/v1/workspace/projects';
const open = (m: Member | { client: TestClient }, id = projectId) => m.client.get(`${projects}/${id}/conversation`);
let n = 0;
const send = (m: Member, content: string) =>
  m.client.post(`/api/v1/conversations/${chatId}/messages`, { clientId: `team-${Date.now().toString(36)}-${(n += 1)}`, content });
const history = async (m: Member) => (await m.client.get(`/api/v1/conversations/${chatId}/messages`)).json() as MessagesPage;
const listOf = async (m: Member) => ((await m.client.get('/api/v1/conversations')).json() as ConversationsPage).items;
const created = (content: string) => (e: ServerEvent) => e.type === 'message.created' && e.message.content === content;

async function invite(m: Member, role: 'member' | 'viewer', accept: boolean) {
  await connectMembers(t.app, ama.id, m.id);
  expect((await ama.client.post(`${projects}/${projectId}/members`, { memberId: m.id, role })).statusCode).toBe(200);
  if (accept) expect((await m.client.post(`/api/v1/workspace/invitations/${projectId}`, { accept: true })).statusCode).toBe(204);
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  base = await listening(t.app);
  [ama, kofi, efua, yaw, kojo, esi] = await Promise.all([join('Ama'), join('Kofi'), join('Efua'), join('Yaw'), join('Kojo'), join('Esi')]);
  projectId = ((await ama.client.post(projects, { title: 'Chop bar website' })).json() as { id: string }).id;
  await invite(kofi, 'member', true);
  await invite(efua, 'viewer', true);
  await invite(yaw, 'member', false);
});
afterAll(async () => t.close());

describe('a project’s team chat', () => {
  it('is one conversation for the whole team, named after the project, opened by any of them (the client too)', async () => {
    const first = await open(ama);
    expect(first.statusCode).toBe(200);
    const conversation = first.json().conversation as Conversation;
    chatId = conversation.id;
    expect(conversation).toMatchObject({ project: { id: projectId, title: 'Chop bar website', archived: false }, about: null });
    expect(conversation.participants.map((p) => p.firstName)).toEqual(['Efua', 'Kofi', 'Ama']);
    const [again, viewer] = await Promise.all([open(kofi), open(efua)]);
    expect([again.json().conversation.id, viewer.json().conversation.id]).toEqual([chatId, chatId]);
  });

  it('refuses strangers, invitees who have not accepted and signed-out requests, everywhere', async () => {
    for (const outsider of [kojo, yaw]) {
      expect((await open(outsider)).statusCode).toBe(404);
      expect((await outsider.client.get(`/api/v1/conversations/${chatId}/messages`)).statusCode).toBe(404);
      expect((await send(outsider, 'let me in')).statusCode).toBe(404);
      expect((await outsider.client.get(`/api/v1/conversations/${chatId}`)).statusCode).toBe(404);
    }
    const anonymous = new TestClient(t.app);
    expect((await open({ client: anonymous })).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v1/conversations/${chatId}/messages`)).statusCode).toBe(401);
  });

  it('delivers each message live to every member, with names, unread counts and "read by" pointers', async () => {
    const [onAma, onKofi, onEfua, onKojo, onYaw] = await Promise.all([ama, kofi, efua, kojo, yaw].map((m) => openSocket(base, m.client)));
    const sockets = [onAma!, onKofi!, onEfua!, onKojo!, onYaw!] as const;
    try {
      await Promise.all(sockets.map((s) => s.next((e) => e.type === 'hello')));
      expect((await send(ama, 'Akwaaba, team!')).statusCode).toBe(201);
      for (const s of [onKofi!, onEfua!]) {
        expect(await s.next(created('Akwaaba, team!'))).toMatchObject({
          message: { senderId: ama.id, seq: 1, isRead: false },
          unreadTotal: 1,
        });
      }
      expect(await onAma!.next(created('Akwaaba, team!'))).toMatchObject({ message: { status: 'sent' } });
      expect((await listOf(kofi)).find((c) => c.id === chatId)).toMatchObject({ unreadCount: 1, project: { title: 'Chop bar website' } });

      // Kofi reads: Ama (the author) hears whose pointer moved; "read by 1".
      await kofi.client.post(`/api/v1/conversations/${chatId}/read`, {});
      const receipt = await onAma!.next((e) => e.type === 'conversation.updated' && e.memberId === kofi.id);
      expect(receipt).toMatchObject({ readSeq: 1 });
      let seen = (await open(ama)).json().conversation as Conversation;
      expect(seen.reads.filter((r) => r.readSeq >= 1).map((r) => r.memberId)).toEqual([kofi.id]);
      expect(seen.readSeq).toBe(0); // not read by everyone yet
      await efua.client.post(`/api/v1/conversations/${chatId}/read`, {});
      seen = (await open(ama)).json().conversation as Conversation;
      expect(seen.reads.filter((r) => r.readSeq >= 1)).toHaveLength(2);
      expect(seen.readSeq).toBe(1);
      expect((await history(ama)).items[0]).toMatchObject({ status: 'read' });

      // The client writes too; typing reaches the rest of the team.
      onEfua!.send({ type: 'typing', conversationId: chatId });
      expect(await onKofi!.next((e) => e.type === 'typing' && e.memberId === efua.id)).toBeTruthy();
      expect(await onAma!.next((e) => e.type === 'typing' && e.memberId === efua.id)).toBeTruthy();
      expect((await send(efua, 'Thanks! When is the demo?')).statusCode).toBe(201);
      await onKofi!.next(created('Thanks! When is the demo?'));
      await onAma!.next(created('Thanks! When is the demo?'));

      await Promise.all(sockets.map((s) => s.roundTrip()));
      for (const s of [onKojo!, onYaw!]) expect(s.events.filter((e) => e.type !== 'hello' && e.type !== 'presence')).toEqual([]);
    } finally {
      await closeAll(...sockets);
    }
  });

  it('an edit and a delete reach everyone', async () => {
    const [onKofi] = await Promise.all([openSocket(base, kofi.client)]);
    try {
      const id = (await send(ama, 'Typo hre')).json().message.id as string;
      expect((await ama.client.patch(`/api/v1/messages/${id}`, { content: 'Typo here' })).statusCode).toBe(200);
      await onKofi.next((e) => e.type === 'message.updated' && e.message.content === 'Typo here');
      expect((await ama.client.delete(`/api/v1/messages/${id}`)).statusCode).toBe(200);
      await onKofi.next((e) => e.type === 'message.updated' && e.message.deleted);
    } finally {
      await onKofi.close();
    }
  });

  it('a newcomer joins: they see the earlier history (not as unread) and what follows, live', async () => {
    await invite(esi, 'member', true);
    expect((await listOf(esi)).find((c) => c.id === chatId)).toMatchObject({ unreadCount: 0 });
    expect((await history(esi)).items.map((m) => m.content)).toContain('Akwaaba, team!');
    const onEsi = await openSocket(base, esi.client);
    try {
      await onEsi.next((e) => e.type === 'hello');
      await send(kofi, 'Welcome, Esi');
      expect(await onEsi.next(created('Welcome, Esi'))).toMatchObject({ unreadTotal: 1 });
    } finally {
      await onEsi.close();
    }
  });

  it('a removed member is out at once: no history, no sending, no live frames, gone from their list', async () => {
    const [onKofi, onAma] = await Promise.all([openSocket(base, kofi.client), openSocket(base, ama.client)]);
    try {
      await Promise.all([onKofi, onAma].map((s) => s.next((e) => e.type === 'hello')));
      await send(ama, 'Before you go');
      await onKofi.next(created('Before you go'));
      expect((await ama.client.delete(`${projects}/${projectId}/members/${kofi.id}`)).statusCode).toBe(204);
      expect((await kofi.client.get(`/api/v1/conversations/${chatId}/messages`)).statusCode).toBe(404);
      expect((await send(kofi, 'Still here?')).statusCode).toBe(404);
      expect((await open(kofi)).statusCode).toBe(404);
      expect((await listOf(kofi)).map((c) => c.id)).not.toContain(chatId);
      // Their unread messages there no longer count.
      expect(((await kofi.client.get('/api/v1/conversations')).json() as ConversationsPage).unreadTotal).toBe(0);
      // Their typing reaches no one; the team's messages and typing no longer reach them.
      onKofi.send({ type: 'typing', conversationId: chatId });
      onAma.send({ type: 'typing', conversationId: chatId });
      await send(ama, 'After you left');
      await onAma.next(created('After you left'));
      await Promise.all([onKofi.roundTrip(), onAma.roundTrip()]);
      expect(onKofi.events.filter(created('After you left'))).toEqual([]);
      expect(onKofi.events.filter((e) => e.type === 'typing')).toEqual([]);
      expect(onAma.events.filter((e) => e.type === 'typing' && e.memberId === kofi.id)).toEqual([]);
      expect((await open(ama)).json().conversation.participants.map((p: { id: string }) => p.id)).not.toContain(kofi.id);
    } finally {
      await closeAll(onKofi, onAma);
    }
  });

  it('an archived project’s chat can be read, not written in', async () => {
    expect((await ama.client.post(`${projects}/${projectId}/archive`, { archived: true })).statusCode).toBeLessThan(300);
    expect((await history(efua)).items.length).toBeGreaterThan(0);
    const refused = await send(efua, 'Anyone?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conversation_closed');
    expect((await open(efua)).json().conversation.project.archived).toBe(true);
  });

  it('goes with its project', async () => {
    expect((await ama.client.delete(`${projects}/${projectId}`)).statusCode).toBe(204);
    expect((await ama.client.get(`/api/v1/conversations/${chatId}`)).statusCode).toBe(404);
    expect((await listOf(efua)).map((c) => c.id)).not.toContain(chatId);
  });
});

async function closeAll(...sockets: TestSocket[]) {
  for (const s of sockets) await s.close();
}
