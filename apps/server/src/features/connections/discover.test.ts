import { DISCOVER_MAX } from '@skilllink/contracts/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { addSkills } from '../../test/profile-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

type Card = { id: string; matchScore: number; mutualConnections: number; connectionStatus: string };
const discover = async (client: TestClient) => {
  const res = await client.get('/api/v1/people/discover');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Card[];
};

/** Skill names no other test uses, so each test's members only match each other. */
const skillSet = () => {
  const tag = Math.random().toString(36).slice(2, 8);
  return (n: number) => `Skill ${tag} ${n}`;
};

describe('GET /api/v1/people/discover', () => {
  it('ranks members I am not connected with by match score over 30, then mutual connections, then the newest', async () => {
    const s = skillSet();
    const [a, b, c, d, x, y, z] = [1, 2, 3, 4, 5, 6, 7].map(s);
    const me = await signedUp(t.app);
    await addSkills(me.client, [a!, b!, c!]);
    const member = async (skills: string[]) => {
      const m = await signedUp(t.app);
      await addSkills(m.client, skills);
      return m;
    };
    const connected = await member([a!, b!, c!]); // 100, but connected
    const threeOfFour = await member([a!, b!, c!, d!]); // 75
    const twoOfThree = await member([a!.toLowerCase(), b!]); // 67
    const older33 = await member([a!]); // 1 of 3 = 33
    const twentyOnly = await member([a!, x!, y!]); // 1 of 5 = 20: out
    const with33AndMutual = await member([a!, b!, x!, y!, z!]); // 2 of 6 = 33, one mutual
    const pending = await member([a!, b!, c!]); // 100 with a pending request: still shown
    const newer33 = await member([c!]); // 33, newest of the ties without mutuals
    const friend = await signedUp(t.app);
    await connectMembers(t.app, me.user.id, connected.user.id);
    await connectMembers(t.app, me.user.id, friend.user.id);
    await connectMembers(t.app, friend.user.id, with33AndMutual.user.id);
    const sent = await me.client.post('/api/v1/connections/requests', { personId: pending.user.id });
    expect(sent.statusCode).toBe(201);

    const items = await discover(me.client);
    expect(items.map((p) => p.id)).toEqual([pending, threeOfFour, twoOfThree, with33AndMutual, newer33, older33].map((m) => m.user.id));
    expect(items.map((p) => p.matchScore)).toEqual([100, 75, 67, 33, 33, 33]);
    expect(items[0]).toMatchObject({ connectionStatus: 'pending_sent' });
    expect(items[3]).toMatchObject({ mutualConnections: 1 });
    expect(items.map((p) => p.id)).not.toContain(twentyOnly.user.id);
    expect(items.map((p) => p.id)).not.toContain(me.user.id);

    // Someone else's Discover is theirs: three-of-four sees me (75) and the others by their own skills.
    const theirs = await discover(threeOfFour.client);
    expect(theirs.find((p) => p.id === me.user.id)?.matchScore).toBe(75);
    expect(theirs.map((p) => p.id)).not.toContain(threeOfFour.user.id);
  });

  it('drops a member at once when we connect, and ranks again when my skills change', async () => {
    const s = skillSet();
    const me = await signedUp(t.app);
    await addSkills(me.client, [s(1)]);
    const peer = await signedUp(t.app);
    await addSkills(peer.client, [s(1), s(2)]); // 50
    const later = await signedUp(t.app);
    await addSkills(later.client, [s(3)]);
    expect((await discover(me.client)).map((p) => p.id)).toEqual([peer.user.id]);

    await addSkills(me.client, [s(3)]); // peer 1 of 3 = 33, later 1 of 2 = 50
    expect((await discover(me.client)).map((p) => p.id)).toEqual([later.user.id, peer.user.id]);

    const sent = (await peer.client.post('/api/v1/connections/requests', { personId: me.user.id })).json().request.id;
    expect((await me.client.post(`/api/v1/connections/requests/${sent}/accept`)).statusCode).toBe(200);
    expect((await discover(me.client)).map((p) => p.id)).toEqual([later.user.id]);
  });

  it(`answers at most ${DISCOVER_MAX} members, and nobody while I have no skills`, async () => {
    const s = skillSet();
    const me = await signedUp(t.app);
    for (let i = 0; i < DISCOVER_MAX + 2; i += 1) await addSkills((await signedUp(t.app)).client, [s(1)]);
    expect(await discover(me.client)).toEqual([]);
    await addSkills(me.client, [s(1)]);
    const items = await discover(me.client);
    expect(items).toHaveLength(DISCOVER_MAX);
    expect(new Set(items.map((p) => p.matchScore))).toEqual(new Set([100]));
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(t.app).get('/api/v1/people/discover')).statusCode).toBe(401);
  });
});
