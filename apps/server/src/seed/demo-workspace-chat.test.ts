import type { Conversation, ConversationsPage, MessagesPage } from '@skilllink/contracts/messaging';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { DEMO_ACCOUNT } from './demo-members.js';
import { demoChats } from './demo-workspace-chat-data.js';
import { demoProjects } from './demo-workspace-data.js';
import { seedDemo } from './demo.js';

// The demo projects' team chats (demo-workspace-chat.ts), read through the app as Ama and Kofi.

let t: TestApp;
const as = async (email: string) => {
  const client = new TestClient(t.app);
  expect((await client.post('/api/v1/auth/login', { email, password: DEMO_ACCOUNT.password })).statusCode).toBe(200);
  return client;
};
const open = async (client: TestClient, projectId: string) => {
  const res = await client.get(`/api/v1/workspace/projects/${projectId}/conversation`);
  expect(res.statusCode).toBe(200);
  return res.json().conversation as Conversation;
};
const history = async (client: TestClient, id: string) =>
  ((await client.get(`/api/v1/conversations/${id}/messages`)).json() as MessagesPage).items;

beforeAll(async () => {
  t = await buildTestApp();
  // Twice at once, as two nodes starting together would.
  await Promise.all([seedDemo(t.app.database.db, t.app.storage), seedDemo(t.app.database.db, t.app.storage)]);
});
afterAll(async () => t.close());

it('are written only by members of each project’s team', () => {
  for (const chat of demoChats) {
    const project = demoProjects.find((p) => p.id === chat.projectId)!;
    const team = new Set([project.lead, ...project.team.map((m) => m.member)]);
    expect(chat.lines.every((line) => team.has(line.from))).toBe(true);
    const times = chat.lines.map((line) => -line.minutesAgo);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  }
});

it('give Ama a lively chat in the project she leads, its last two messages unread, and a quiet one in the other', async () => {
  const ama = await as(DEMO_ACCOUNT.email);
  const led = await open(ama, 'demo-project-merchant-dashboard');
  expect(led).toMatchObject({ project: { title: 'Merchant dashboard redesign', archived: false }, unreadCount: 2 });
  expect(led.participants.map((p) => p.firstName)).toEqual(['Akosua', 'Efua', 'Kofi', 'Ama']);
  const messages = await history(ama, led.id);
  expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => i + 1));
  expect(messages.length).toBeGreaterThanOrEqual(10);
  expect(new Set(messages.map((m) => m.senderId)).size).toBe(4);
  expect(messages.map((m) => m.isRead).slice(-3)).toEqual([true, false, false]);
  expect(messages.some((m) => m.content.includes('Sales overview wireframe.png'))).toBe(true);
  expect(messages.some((m) => /\p{Extended_Pictographic}/u.test(m.content))).toBe(true);
  // Everyone else has read Ama's messages: "read by 3".
  expect(led.reads.map((r) => r.readSeq)).toEqual([messages.length, messages.length, messages.length]);

  const other = await open(ama, 'demo-project-data-workshop');
  expect(other.unreadCount).toBe(0);
  expect((await history(ama, other.id)).length).toBeGreaterThan(2);

  // In her list with her conversations of two: Kofi's two unread there, two here.
  const page = (await ama.get('/api/v1/conversations')).json() as ConversationsPage;
  expect(page.items[0]!.id).toBe(led.id);
  expect(page.unreadTotal).toBe(4);
  const { items } = (await ama.get('/api/v1/notifications?limit=50')).json();
  expect(items[0]).toMatchObject({ type: 'messages', params: { count: 4 }, isRead: false });
  expect(Date.parse(items[0].createdAt)).toBeLessThan(Date.now() - 20 * 60_000);
});

it('is the same conversation for the rest of the team, read up to their own messages', async () => {
  const kofi = await as('kofi.owusu@demo.skilllink.africa');
  const chat = await open(kofi, 'demo-project-merchant-dashboard');
  expect(chat.unreadCount).toBe(0);
  const messages = await history(kofi, chat.id);
  expect(messages.at(-1)!.content).toContain('Payout history is on staging');
  // Ama has not read it yet, so Kofi's last message is not "read" (by everyone) yet.
  expect(messages.at(-1)!.status).not.toBe('read');
});

it('is not seeded again, on a later start nor by two at once', async () => {
  const db = t.app.database.db;
  const count = async (table: 'conversation' | 'conversationMember' | 'message' | 'notification') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const tables = ['conversation', 'conversationMember', 'message', 'notification'] as const;
  const before = await Promise.all(tables.map(count));
  await Promise.all([seedDemo(db, t.app.storage), seedDemo(db, t.app.storage)]);
  await seedDemo(db, t.app.storage);
  expect(await Promise.all(tables.map(count))).toEqual(before);
  const ama = await as(DEMO_ACCOUNT.email);
  expect(((await ama.get('/api/v1/conversations')).json() as ConversationsPage).unreadTotal).toBe(4);
});
