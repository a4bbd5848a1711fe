import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { listening, openSocket, type TestSocket } from '../../test/realtime-client.js';

// Whether a member is online is for their connections only (ADR 028): HTTP answers
// must not tell it to anyone else, as realtime pushes no longer do.

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  base = await listening(t.app);
});
afterAll(async () => t.close());

type Card = { id: string; isOnline: boolean };
const LETTERS = 'bcdfghjklmnprstvw';
const token = () => Array.from({ length: 7 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

async function cardOf(client: TestClient, q: string, id: string): Promise<Card> {
  const res = await client.get(`/api/v1/people/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  const card = (res.json().items as Card[]).find((c) => c.id === id);
  expect(card, `${id} is found`).toBeDefined();
  return card!;
}

/** `who` online the way a browser tab makes them: a socket, presence recorded before `hello`. */
async function online(who: { client: TestClient }): Promise<TestSocket> {
  const socket = await openSocket(base, who.client);
  await socket.next((e) => e.type === 'hello');
  return socket;
}

describe('online status is shown to connections only', () => {
  it('people search tells a connection that a member is online, and a non-connection nothing', async () => {
    const name = token();
    const ama = await signedUp(t.app, { firstName: 'Ama', lastName: name });
    const friend = await signedUp(t.app);
    const stranger = await signedUp(t.app);
    const pending = await signedUp(t.app);
    await connectMembers(t.app, friend.user.id, ama.user.id);
    await connectMembers(t.app, pending.user.id, ama.user.id, 'pending');
    const socket = await online(ama);
    try {
      expect(await cardOf(friend.client, name, ama.user.id)).toMatchObject({ isOnline: true });
      expect(await cardOf(stranger.client, name, ama.user.id)).toMatchObject({ isOnline: false });
      expect(await cardOf(pending.client, name, ama.user.id)).toMatchObject({ isOnline: false });
    } finally {
      await socket.close();
    }
  });

  it('online status off (Settings → Privacy): hidden from connections, and they are hidden from the member', async () => {
    const name = token();
    const ama = await signedUp(t.app, { firstName: 'Ama', lastName: name });
    const friend = await signedUp(t.app, { firstName: 'Kofi', lastName: name });
    await connectMembers(t.app, friend.user.id, ama.user.id);
    const sockets = [await online(ama), await online(friend)];
    try {
      expect(await cardOf(friend.client, name, ama.user.id)).toMatchObject({ isOnline: true });
      await ama.client.patch('/api/v1/account/privacy', { onlineStatus: false });
      expect(await cardOf(friend.client, name, ama.user.id)).toMatchObject({ isOnline: false });
      // Like WhatsApp: who hides theirs sees no one's.
      expect(await cardOf(ama.client, name, friend.user.id)).toMatchObject({ isOnline: false });
      await ama.client.patch('/api/v1/account/privacy', { onlineStatus: true });
      expect(await cardOf(ama.client, name, friend.user.id)).toMatchObject({ isOnline: true });
    } finally {
      for (const socket of sockets) await socket.close();
    }
  });

  it('Discover and received requests never say that a non-connection is online', async () => {
    const ama = await signedUp(t.app, { firstName: 'Ama' });
    const viewer = await signedUp(t.app);
    const sent = await ama.client.post('/api/v1/connections/requests', { personId: viewer.user.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const socket = await online(ama);
    try {
      const requests = (await viewer.client.get('/api/v1/connections/requests')).json().items as Array<{ person: Card }>;
      expect(requests.find((r) => r.person.id === ama.user.id)?.person).toMatchObject({ isOnline: false });
      const discover = (await viewer.client.get('/api/v1/people/discover')).json().items as Card[];
      expect(discover.filter((c) => c.isOnline)).toEqual([]);
    } finally {
      await socket.close();
    }
  });

  it('a conversation with a former connection no longer shows them online', async () => {
    const ama = await signedUp(t.app, { firstName: 'Ama' });
    const kwame = await signedUp(t.app, { firstName: 'Kwame' });
    await connectMembers(t.app, ama.user.id, kwame.user.id);
    const started = await kwame.client.post('/api/v1/conversations', { personId: ama.user.id });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const partner = async () => (await kwame.client.get('/api/v1/conversations')).json().items[0].participants[0] as Card;
    const socket = await online(ama);
    try {
      await expect.poll(partner).toMatchObject({ id: ama.user.id, isOnline: true });
      const removed = await ama.client.delete(`/api/v1/connections/${kwame.user.id}`);
      expect(removed.statusCode, removed.body).toBe(204);
      await expect.poll(partner).toMatchObject({ id: ama.user.id, isOnline: false });
    } finally {
      await socket.close();
    }
  });
});
