import type { SearchDiscover } from '@skilllink/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { addJob, addSkills, editProfile } from '../../test/profile-fixtures.js';
import { DISCOVER_TTL_MS, FALLBACK_SEARCHES } from './discover.service.js';
import { recordSearch } from './history.service.js';

// GET /search/discover: popular searches, trending skills, recommended people (issue 24, §9).
// The clock starts at the real time, as profiles date skill additions by it.

let clock = new Date();
let t: TestApp;
type Member = Awaited<ReturnType<typeof signedUp>>;

const DAY = 86_400_000;
const member = (firstName: string) => signedUp(t.app, { firstName, lastName: 'Test' }, { rememberMe: true });
/** Past the shared part's minute, so the next read computes it again. */
const nextMinute = () => (clock = new Date(clock.getTime() + DISCOVER_TTL_MS + 1_000));
const all = { tab: 'all', experience: 'all', dateRange: 'all' } as const;
const searched = (m: Member, query: string, at = clock) => recordSearch(t.app.database.db, m.user.id, query, all, at);

async function discover(client: TestClient): Promise<SearchDiscover> {
  const res = await client.get('/api/v1/search/discover');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchDiscover;
}

async function postListing(client: TestClient, skills: string[]) {
  const res = await client.post('/api/v1/jobs', {
    title: 'Field Officer',
    companyName: '',
    location: 'Tamale, Ghana',
    type: 'full-time',
    experienceLevel: 'mid',
    salary: null,
    isRemote: false,
    skills,
    description: 'Work with farmers across the region.',
    requirements: [],
    responsibilities: [],
    benefits: [],
    deadline: null,
    questions: [],
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  // Many members register from one address.
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: () => clock });
});
afterAll(async () => t.close());

describe('popular searches and trending skills', () => {
  let abena: Member;
  let kwesi: Member;
  let yaw: Member;

  beforeAll(async () => {
    [abena, kwesi, yaw] = [await member('Abena'), await member('Kwesi'), await member('Yaw')];
  });

  it('start from the fixed list and the catalogue’s popular skills', async () => {
    const found = await discover(abena.client);
    expect(found.popular).toEqual([...FALLBACK_SEARCHES]);
    expect(found.trendingSkills).toHaveLength(6);
    const popular = await t.app.database.db.selectFrom('skillCatalog').select(['slug', 'isPopular']).execute();
    const isPopular = new Map(popular.map((s) => [s.slug, Boolean(s.isPopular)]));
    for (const skill of found.trendingSkills) expect(isPopular.get(skill.slug)).toBe(true);
  });

  it('shows what at least two members searched lately, most members first, then fills from the list', async () => {
    for (const m of [abena, kwesi, yaw]) await searched(m, 'Cocoa farming');
    await searched(abena, 'Solar');
    await searched(kwesi, 'SOLAR ');
    // One member alone, however often, does not make a popular search.
    for (let i = 4; i >= 0; i--) await searched(yaw, 'Kenkey', new Date(clock.getTime() - i * DAY));
    // Two members more than 7 days ago no longer count.
    for (const m of [abena, kwesi]) await searched(m, 'Kelewele', new Date(clock.getTime() - 8 * DAY));
    // A fallback searched by members is shown once.
    for (const m of [abena, kwesi]) await searched(m, 'python');

    expect((await discover(abena.client)).popular).toEqual([...FALLBACK_SEARCHES]); // the minute is not over
    nextMinute();
    const { popular } = await discover(abena.client);
    // Equal counts: in the order of their folded text.
    expect(popular.slice(0, 3)).toEqual(['Cocoa farming', 'python', 'SOLAR']);
    expect(popular.slice(3)).toEqual(FALLBACK_SEARCHES.filter((s) => s !== 'Python').slice(0, 5));
    expect(popular).not.toContain('Kenkey');
    expect(popular).not.toContain('Kelewele');
  });

  it('ranks skills by members adding them this week plus open listings asking for them this month', async () => {
    await addSkills(abena.client, ['Grant Writing', 'Swahili']);
    await addSkills(kwesi.client, ['Grant Writing']);
    await addSkills(yaw.client, ['Grant Writing']);
    await postListing(yaw.client, ['Ewe', 'Swahili', 'Grant Writing']);
    await postListing(kwesi.client, ['Ewe', 'Swahili']);
    // Older activity does not trend: additions of 8 days ago and a listing of 31 days ago.
    const old = new Date(clock.getTime() - 8 * DAY).toISOString().slice(0, 10);
    await t.app.database.db.insertInto('skillAdditionDaily').values({ nameKey: 'twi', day: old, additions: 50 }).execute();
    const now = clock;
    clock = new Date(now.getTime() - 31 * DAY);
    for (let i = 0; i < 4; i++) await postListing(abena.client, ['Hausa']);
    clock = now;

    nextMinute();
    const { trendingSkills } = await discover(abena.client);
    expect(trendingSkills.slice(0, 3)).toEqual([
      { name: 'Grant Writing', slug: expect.any(String) },
      { name: 'Swahili', slug: expect.any(String) },
      { name: 'Ewe', slug: expect.any(String) },
    ]);
    expect(trendingSkills.map((s) => s.name)).not.toContain('Twi');
    expect(trendingSkills.map((s) => s.name)).not.toContain('Hausa');
  });
});

describe('recommended people', () => {
  it('are connections’ connections first, by mutual connections, never connected, pending or oneself', async () => {
    const reader = await member('Reader');
    const [ama, kojo, far, near, pendingOut, pendingIn, sharer] = [
      await member('Ama'),
      await member('Kojo'),
      await member('Far'),
      await member('Near'),
      await member('PendingOut'),
      await member('PendingIn'),
      await member('Sharer'),
    ];
    const id = (m: Member) => m.user.id;
    await connectMembers(t.app, id(reader), id(ama));
    await connectMembers(t.app, id(kojo), id(reader));
    await connectMembers(t.app, id(ama), id(kojo)); // a connection of mine known to another of mine
    await connectMembers(t.app, id(ama), id(far));
    await connectMembers(t.app, id(near), id(ama));
    await connectMembers(t.app, id(kojo), id(near));
    for (const pending of [pendingOut, pendingIn]) await connectMembers(t.app, id(ama), id(pending));
    await connectMembers(t.app, id(reader), id(pendingOut), 'pending');
    await connectMembers(t.app, id(pendingIn), id(reader), 'pending');
    await addSkills(reader.client, ['Copywriting']);
    await addSkills(sharer.client, ['Copywriting']);
    await editProfile(near.client, { firstName: 'Near', lastName: 'Test', title: 'Data Analyst', location: 'Ho, Ghana' });
    await addJob(near.client, { company: 'Old Co', startDate: '2019-01', endDate: '2021-01' });
    await addJob(near.client, { company: 'MTN Ghana', startDate: '2021-02', endDate: null });
    await addSkills(near.client, ['SQL', 'Excel', 'Power BI', 'Statistics', 'R']);

    const people = (await discover(reader.client)).recommendedPeople;
    expect(people.map((p) => [p.title, p.degree])).toEqual([
      ['Near Test', 2],
      ['Far Test', 2],
      ['Sharer Test', null],
    ]);
    expect(people[0]).toEqual({
      kind: 'person',
      id: id(near),
      title: 'Near Test',
      subtitle: 'Data Analyst · MTN Ghana',
      location: 'Ho, Ghana',
      href: `/app/profile/${id(near)}`,
      image: null,
      skills: ['SQL', 'Excel', 'Power BI', 'Statistics'],
      date: null,
      degree: 2,
      matchScore: null,
      experienceLevel: null,
    });
  });

  it('fall back to the newest members for a member without connections or skills', async () => {
    const first = await member('Newest1');
    const second = await member('Newest2');
    const loner = await member('Loner');
    const people = (await discover(loner.client)).recommendedPeople;
    expect(people.map((p) => p.id)).toEqual([second.user.id, first.user.id, expect.any(String)]);
    expect(people.map((p) => p.id)).not.toContain(loner.user.id);
    expect(people.every((p) => p.degree === null)).toBe(true);
  });

  it('answer 401 to a visitor', async () => {
    expect((await new TestClient(t.app).get('/api/v1/search/discover')).statusCode).toBe(401);
  });
});
