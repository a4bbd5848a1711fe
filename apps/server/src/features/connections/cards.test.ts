import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { addJob, addSkills, editProfile } from '../../test/profile-fixtures.js';
import { cardsFor } from './people.presenter.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

type Card = { id: string } & Record<string, unknown>;
const byId = (items: Card[]) => new Map(items.map((c) => [c.id, c]));

describe('person cards as the signed-in member sees them', () => {
  it('computes company, location, mutual connections, match score, relation and following exactly', async () => {
    const me = await signedUp(t.app);
    const ama = await signedUp(t.app, { firstName: 'Ama', lastName: 'Mensah' });
    const kofi = await signedUp(t.app, { firstName: 'Kofi', lastName: 'Owusu' });
    const esi = await signedUp(t.app, { firstName: 'Esi', lastName: 'Addo' });
    const [x, y, z] = [await signedUp(t.app), await signedUp(t.app), await signedUp(t.app)];

    // Me: React, Node.js, SQL. Ama: react (same skill, other case), Python → 1 of 4 = 25.
    // Kofi: React, Node.js, SQL, Go → 3 of 4 = 75. Esi: nothing → 0.
    await addSkills(me.client, ['React', 'Node.js', 'SQL']);
    await addSkills(ama.client, ['react', 'Python']);
    await addSkills(kofi.client, ['React', 'Node.js', 'SQL', 'Go']);

    // Ama: a current job beats a later-started past one. Kofi: no current job, the last to end.
    await addJob(ama.client, { company: 'Old Co', startDate: '2022-01', endDate: '2024-01' });
    await addJob(ama.client, { company: 'Hubtel', startDate: '2021-03', endDate: null });
    await addJob(kofi.client, { company: 'Zeepay', startDate: '2015-01', endDate: '2019-06' });
    await addJob(kofi.client, { company: 'mPharma', startDate: '2019-07', endDate: '2023-02' });
    await editProfile(ama.client, { firstName: 'Ama', lastName: 'Mensah', title: 'Designer', location: 'Accra, Ghana' });

    // Mutual: me—x, me—y; Ama—x, Ama—y, Ama—z → 2. Kofi—x only, and Kofi—me → 1. A pending
    // request between me and z does not count z as mine.
    for (const other of [x, y]) await connectMembers(t.app, me.user.id, other.user.id);
    for (const other of [x, y, z]) await connectMembers(t.app, ama.user.id, other.user.id);
    await connectMembers(t.app, kofi.user.id, x.user.id);
    await connectMembers(t.app, me.user.id, kofi.user.id);
    await connectMembers(t.app, z.user.id, me.user.id, 'pending');

    const sent = (await me.client.post('/api/v1/connections/requests', { personId: ama.user.id })).json().request.id;
    const received = (await esi.client.post('/api/v1/connections/requests', { personId: me.user.id })).json().request.id;
    await me.client.put(`/api/v1/follows/${esi.user.id}`);

    const sentCards = byId(
      (await me.client.get('/api/v1/connections/requests?direction=sent')).json().items.map((r: { person: Card }) => r.person),
    );
    expect(sentCards.get(ama.user.id)).toMatchObject({
      company: 'Hubtel',
      location: 'Accra, Ghana',
      title: 'Designer',
      skills: ['react', 'Python'],
      moreSkills: 0,
      mutualConnections: 2,
      matchScore: 25,
      connectionStatus: 'pending_sent',
      requestId: sent,
      isFollowing: false,
      isOnline: false,
    });
    const receivedCards = byId((await me.client.get('/api/v1/connections/requests')).json().items.map((r: { person: Card }) => r.person));
    expect(receivedCards.get(esi.user.id)).toMatchObject({
      company: '',
      mutualConnections: 0,
      matchScore: 0,
      connectionStatus: 'pending_received',
      requestId: received,
      isFollowing: true,
    });
    const network = byId((await me.client.get('/api/v1/connections')).json().items);
    expect(network.get(kofi.user.id)).toMatchObject({
      company: 'mPharma',
      skills: ['React', 'Node.js', 'SQL'],
      moreSkills: 1,
      mutualConnections: 1,
      matchScore: 75,
      connectionStatus: 'connected',
      requestId: null,
    });

    // The same cards seen by Ama: relation and mutual follow the viewer, not the person.
    const amaSees = byId((await ama.client.get('/api/v1/connections/requests')).json().items.map((r: { person: Card }) => r.person));
    expect(amaSees.get(me.user.id)).toMatchObject({
      connectionStatus: 'pending_received',
      requestId: sent,
      mutualConnections: 2,
      matchScore: 25,
    });
  });

  it('marks online the connections the presence lookup names, asking it once per page and only about connections', async () => {
    const me = await signedUp(t.app);
    const [a, b, c] = [await signedUp(t.app), await signedUp(t.app), await signedUp(t.app)];
    await connectMembers(t.app, me.user.id, a.user.id);
    await connectMembers(t.app, b.user.id, me.user.id);
    const asked: string[][] = [];
    const presence = {
      onlineAmong: async (ids: readonly string[]) => {
        asked.push([...ids].sort());
        return new Set(ids.filter((id) => id === a.user.id || id === c.user.id));
      },
    };
    const cards = await cardsFor(t.app.database.db, me.user.id, [a.user.id, b.user.id, c.user.id, a.user.id], { presence });
    expect(cards.get(a.user.id)?.isOnline).toBe(true);
    expect(cards.get(b.user.id)?.isOnline).toBe(false);
    // c is online but not a connection: presence is not theirs to tell me.
    expect(cards.get(c.user.id)?.isOnline).toBe(false);
    expect(asked).toEqual([[a.user.id, b.user.id].sort()]);
  });

  it("show a member's own change at once, though cards are cached between searches", async () => {
    const me = await signedUp(t.app);
    const kwesi = await signedUp(t.app, { firstName: 'Kwesi', lastName: 'Quartey' });
    const search = async () => byId((await me.client.get('/api/v1/people/search?q=quartey')).json().items as Card[]).get(kwesi.user.id);
    expect(await search()).toMatchObject({ title: '', company: '', skills: [] });
    await editProfile(kwesi.client, { firstName: 'Kwesi', lastName: 'Quartey', title: 'Data Engineer', location: 'Kumasi, Ghana' });
    expect(await search()).toMatchObject({ title: 'Data Engineer', location: 'Kumasi, Ghana' });
    await addSkills(kwesi.client, ['Python']);
    await addJob(kwesi.client, { company: 'Farmerline', startDate: '2024-02', endDate: null });
    expect(await search()).toMatchObject({ skills: ['Python'], company: 'Farmerline' });
  });
});
