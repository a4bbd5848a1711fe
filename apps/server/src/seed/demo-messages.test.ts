import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@skilllink/contracts/messaging';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { seedDemo } from './demo.js';
import { DEMO_ACCOUNT } from './demo-members.js';

let t: TestApp;
let ama: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  // Twice at once, as two nodes starting together would.
  await Promise.all([seedDemo(t.app.database.db), seedDemo(t.app.database.db)]);
  await seedDemo(t.app.database.db);
  ama = new TestClient(t.app);
  await ama.post('/api/v1/auth/login', DEMO_ACCOUNT);
});
afterAll(async () => t.close());

// Her projects' team chats are in the same list (demo-workspace-chat.test.ts); these are her conversations of two.
const pairs = async () => {
  const page = (await ama.get('/api/v1/conversations')).json();
  return { ...page, items: (page.items as Conversation[]).filter((c) => c.project === null) };
};

describe('demo conversations', () => {
  it('give Ama three conversations, latest first, with Kofi’s two newest messages unread', async () => {
    const page = await pairs();
    expect(page.items.map((c: Conversation) => c.participants[0]!.firstName)).toEqual(['Kofi', 'Efua', 'Kwame']);
    expect(page.items.map((c: Conversation) => c.unreadCount)).toEqual([2, 0, 0]);
    // Kofi's two, and two in the team chat of the project she leads.
    expect(page.unreadTotal).toBe(4);
  });

  it('hold a history with an edited message, a deleted one, a link and emoji', async () => {
    const page = await pairs();
    const efua = page.items[1]!;
    const history = (await ama.get(`/api/v1/conversations/${efua.id}/messages`)).json().items as Message[];
    expect(history.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(history[1]!.editedAt).not.toBeNull();
    expect(history[3]).toMatchObject({ deleted: true, content: '' });
    expect(history[4]!.content).toContain('🙌🏾');
    const kofi = (await ama.get(`/api/v1/conversations/${page.items[0]!.id}/messages`)).json().items as Message[];
    expect(kofi.some((m) => m.content.includes('https://'))).toBe(true);
  });
});
