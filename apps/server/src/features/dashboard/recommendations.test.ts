import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { recommendConnections } from './recommendations.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

let unique = 0;
/** Skill names no other test in this file uses, so members of other tests never share them. */
const skillNames = (n: number) => Array.from({ length: n }, () => `Rec skill ${(unique += 1)}`);

async function giveSkills(userId: string, names: string[], endorsements = 0) {
  const at = new Date().toISOString();
  await t.app.database.db
    .insertInto('memberSkill')
    .values(
      names.map((name, i) => ({
        id: newId(),
        userId,
        name,
        nameKey: name.toLowerCase(),
        level: 'Beginner',
        category: 'Programming',
        yearsOfExperience: 0,
        endorsementCount: endorsements + names.length - i,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute();
}

type Person = { id: string; sharedSkills: number; topSkills: string[]; firstName: string };
const recommended = async (client: Awaited<ReturnType<typeof signedUp>>['client']): Promise<Person[]> =>
  (await client.get('/api/v1/dashboard')).json().recommendedConnections;

describe('recommended connections', () => {
  it('ranks by shared skills then the newest, leaving out connections and pending requests either way', async () => {
    const [x, y, z] = skillNames(3) as [string, string, string];
    const me = await signedUp(t.app, { firstName: 'Me' });
    await giveSkills(me.user.id, [x, y, z]);
    // Registered oldest first: ids are time-sortable.
    const twoShared = await signedUp(t.app, { firstName: 'Two' });
    const oneSharedOld = await signedUp(t.app, { firstName: 'OneOld' });
    const oneSharedNew = await signedUp(t.app, { firstName: 'OneNew' });
    const connected = await signedUp(t.app, { firstName: 'Connected' });
    const asked = await signedUp(t.app, { firstName: 'Asked' });
    const askedMe = await signedUp(t.app, { firstName: 'AskedMe' });
    await giveSkills(twoShared.user.id, [x, y, 'Rec other A']);
    await giveSkills(oneSharedOld.user.id, [z]);
    await giveSkills(oneSharedNew.user.id, [x, 'Rec other B', 'Rec other C', 'Rec other D'], 5);
    for (const related of [connected, asked, askedMe]) await giveSkills(related.user.id, [x, y, z]);
    await connectMembers(t.app, me.user.id, connected.user.id);
    await connectMembers(t.app, me.user.id, asked.user.id, 'pending');
    await connectMembers(t.app, askedMe.user.id, me.user.id, 'pending');

    const people = await recommended(me.client);
    expect(people.map((p) => [p.firstName, p.sharedSkills])).toEqual([
      ['Two', 2],
      ['OneNew', 1],
      ['OneOld', 1],
    ]);
    expect(people[1]).toEqual({
      id: oneSharedNew.user.id,
      firstName: 'OneNew',
      lastName: 'Asantewaa',
      title: '',
      avatar: null,
      sharedSkills: 1,
      // Their three most endorsed skills.
      topSkills: [x, 'Rec other B', 'Rec other C'],
    });
  });

  it('fills the list with the newest members when few share a skill, never the member', async () => {
    const me = await signedUp(t.app);
    const [a, b, c] = [await signedUp(t.app), await signedUp(t.app), await signedUp(t.app)];
    await connectMembers(t.app, me.user.id, c.user.id);
    const people = await recommended(me.client);
    expect(people).toHaveLength(3);
    const ids = people.map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([b.user.id, a.user.id]);
    expect(ids).not.toContain(me.user.id);
    expect(ids).not.toContain(c.user.id);
    expect(people.every((p) => p.sharedSkills === 0)).toBe(true);
  });

  it('drops a person as soon as a request is sent to them', async () => {
    const [x] = skillNames(1) as [string];
    const me = await signedUp(t.app);
    await giveSkills(me.user.id, [x]);
    const peer = await signedUp(t.app);
    await giveSkills(peer.user.id, [x]);
    expect((await recommended(me.client))[0]?.id).toBe(peer.user.id);

    const sent = await me.client.post('/api/v1/connections/requests', { personId: peer.user.id });
    expect(sent.statusCode).toBe(201);
    expect((await recommended(me.client)).map((p) => p.id)).not.toContain(peer.user.id);
  });

  it('makes a new list when the member adds a skill', async () => {
    // Straight to the function: the dashboard's own cache is dropped by memberChanged, which
    // the profile area announces; this checks the recommendations' longer-lived list.
    const [x, y] = skillNames(2) as [string, string];
    const me = await signedUp(t.app);
    const peer = await signedUp(t.app);
    await giveSkills(peer.user.id, [y]);
    const db = t.app.database.db;
    const before = await recommendConnections(db, me.user.id, [x.toLowerCase()]);
    expect(before.find((p) => p.id === peer.user.id)?.sharedSkills ?? 0).toBe(0);
    const after = await recommendConnections(db, me.user.id, [x.toLowerCase(), y.toLowerCase()]);
    expect(after[0]).toMatchObject({ id: peer.user.id, sharedSkills: 1 });
  });
});
