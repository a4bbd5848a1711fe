import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../../platform/activity.js';
import { newId } from '../../platform/ids.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { connectMembers, signedUp } from '../../test/factories.js';
import { forgetDemand } from './skill-match.js';

let t: TestApp;
beforeAll(async () => {
  // Many members per test: registration's rate limit is not what these tests are about.
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const now = new Date();
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY).toISOString();
const dayString = (n: number) => daysAgo(n).slice(0, 10);
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12)).toISOString();
const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15, 12)).toISOString();

async function addSkill(userId: string, name: string, opts: { at?: string; endorsements?: number; level?: string } = {}) {
  const at = opts.at ?? now.toISOString();
  await t.app.database.db
    .insertInto('memberSkill')
    .values({
      id: newId(),
      userId,
      name,
      nameKey: name.toLowerCase(),
      level: opts.level ?? 'Intermediate',
      category: 'Programming',
      yearsOfExperience: 1,
      endorsementCount: opts.endorsements ?? 0,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

async function addCatalogSkill(name: string, isPopular: boolean, memberCount: number) {
  await t.app.database.db
    .insertInto('skillCatalog')
    .values({
      id: newId(),
      slug: `test-${name.toLowerCase()}`,
      name,
      nameKey: name.toLowerCase(),
      category: 'programming',
      description: '',
      difficulty: 'Beginner',
      averageSalary: '',
      prerequisites: '[]',
      relatedSkills: '[]',
      isPopular,
      memberCount,
      createdAt: now.toISOString(),
    })
    .execute();
  forgetDemand(t.app.database.db);
}

async function addView(profileId: string, viewerId: string, daysBack: number) {
  await t.app.database.db
    .insertInto('profileView')
    .values({ profileId, viewerId, day: dayString(daysBack), createdAt: daysAgo(daysBack) })
    .execute();
}

async function addExperience(userId: string, position: string, createdAt: string, endDate: string | null) {
  await t.app.database.db
    .insertInto('experience')
    .values({
      id: newId(),
      userId,
      company: 'Hubtel',
      position,
      skills: '[]',
      location: 'Accra',
      startDate: '2021-03',
      endDate,
      description: '',
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
}

describe('GET /api/v1/dashboard', () => {
  it('answers 401 when signed out', async () => {
    for (const url of ['/api/v1/dashboard', '/api/v1/skill-match']) {
      const res = await new TestClient(t.app).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('starts empty for a new member, with no invented figures', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.get('/api/v1/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats).toEqual({
      totalSkills: 0,
      skillsThisMonth: 0,
      skillsLastMonth: 0,
      connections: 0,
      connectionsThisWeek: 0,
      profileViews: 0,
      profileViewsThisWeek: 0,
      profileViewsLastWeek: 0,
      profileViewsChangePercent: null,
      skillMatch: { percent: null, inDemand: 0, total: 0 },
    });
    expect(body.topSkills).toEqual([]);
    expect(body.experience).toEqual([]);
    expect(body.recentActivity).toEqual([]);
    expect(body.continueLearning).toEqual([]);
  });

  it('computes every figure from known rows', async () => {
    const { client, user } = await signedUp(t.app);
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedUp(t.app)));
    const [a, b, c, d, e, f] = others.map((o) => o.user.id) as [string, string, string, string, string, string];

    // Skills: 3 this month, 1 last month, 1 before that. Two are in demand: one popular, one
    // among the most held; one is in the catalogue but neither; one is not in the catalogue.
    await addCatalogSkill('ZzPopular', true, 0);
    await addCatalogSkill('ZzHeld', false, 1_000_000);
    await addCatalogSkill('ZzQuiet', false, 0);
    await addSkill(user.id, 'ZzPopular', { endorsements: 2 });
    await addSkill(user.id, 'ZzHeld', { endorsements: 9 });
    await addSkill(user.id, 'ZzQuiet');
    await addSkill(user.id, 'ZzUnlisted', { at: lastMonth, endorsements: 4 });
    await addSkill(user.id, 'ZzOld', { at: twoMonthsAgo, endorsements: 4, level: 'Expert' });

    // Connections: two accepted this week, one ten days ago, one still pending.
    await connectMembers(t.app, user.id, a);
    await connectMembers(t.app, b, user.id);
    await connectMembers(t.app, user.id, c);
    await t.app.database.db
      .updateTable('connection')
      .set({ respondedAt: daysAgo(10) })
      .where('id', '=', `c-${user.id}-${c}`)
      .execute();
    await connectMembers(t.app, user.id, d, 'pending');

    // Views: 3 in the last 7 days, 2 in the 7 before, 1 a month ago; someone else's do not count.
    await addView(user.id, a, 0);
    await addView(user.id, b, 2);
    await addView(user.id, c, 6);
    await addView(user.id, d, 7);
    await addView(user.id, e, 13);
    await addView(user.id, f, 30);
    await addView(a, user.id, 0);

    const { stats, topSkills } = (await client.get('/api/v1/dashboard')).json();
    expect(stats).toEqual({
      totalSkills: 5,
      skillsThisMonth: 3,
      skillsLastMonth: 1,
      connections: 3,
      connectionsThisWeek: 2,
      profileViews: 6,
      profileViewsThisWeek: 3,
      profileViewsLastWeek: 2,
      profileViewsChangePercent: 50,
      skillMatch: { percent: 40, inDemand: 2, total: 5 },
    });
    // The sidebar shows the same Skill Match, from the same function.
    expect((await client.get('/api/v1/skill-match')).json()).toEqual({ skillMatch: stats.skillMatch });
    expect(topSkills.map((s: { name: string }) => s.name)).toEqual(['ZzHeld', 'ZzOld', 'ZzUnlisted', 'ZzPopular', 'ZzQuiet']);
    expect(topSkills[1]).toMatchObject({ level: 'Expert', endorsements: 4 });
  });

  it("shows the 3 newest experiences and the 5 latest activities, only the member's own", async () => {
    const { client, user } = await signedUp(t.app);
    const { user: other } = await signedUp(t.app);
    await addExperience(user.id, 'Intern', daysAgo(40), '2020-06');
    await addExperience(user.id, 'Junior Developer', daysAgo(30), '2022-01');
    await addExperience(user.id, 'Developer', daysAgo(20), '2023-12');
    await addExperience(user.id, 'Lead Developer', daysAgo(10), null);
    await addExperience(other.id, 'Someone else', daysAgo(1), null);
    const db = t.app.database.db;
    for (let i = 0; i < 7; i += 1) {
      await recordActivity(db, { userId: user.id, type: 'skill_added', subject: `Skill ${i}`, at: daysAgo(7 - i) });
    }
    await recordActivity(db, { userId: other.id, type: 'connection_made', subject: 'Not mine' });
    await addSkill(other.id, 'ZzTheirs', { endorsements: 50 });

    const body = (await client.get('/api/v1/dashboard')).json();
    expect(body.experience.map((x: { position: string }) => x.position)).toEqual(['Lead Developer', 'Developer', 'Junior Developer']);
    expect(body.experience[0]).toEqual({
      id: expect.any(String),
      company: 'Hubtel',
      position: 'Lead Developer',
      startDate: '2021-03',
      endDate: null,
    });
    expect(body.recentActivity.map((x: { subject: string }) => x.subject)).toEqual(['Skill 6', 'Skill 5', 'Skill 4', 'Skill 3', 'Skill 2']);
    expect(body.recentActivity[0]).toMatchObject({ type: 'skill_added', link: null, createdAt: daysAgo(1) });
    expect(JSON.stringify(body)).not.toContain('Not mine');
    expect(JSON.stringify(body.topSkills)).not.toContain('ZzTheirs');
    expect(body.stats.totalSkills).toBe(0);
  });

  it('reports no percentage change when last week had no views', async () => {
    const { client, user } = await signedUp(t.app);
    const { user: viewer } = await signedUp(t.app);
    await addView(user.id, viewer.id, 1);
    const { stats } = (await client.get('/api/v1/dashboard')).json();
    expect(stats).toMatchObject({ profileViews: 1, profileViewsThisWeek: 1, profileViewsLastWeek: 0, profileViewsChangePercent: null });
  });

  it('serves a member their dashboard from memory until something of theirs changes', async () => {
    const { client, user } = await signedUp(t.app);
    const { user: other } = await signedUp(t.app);
    expect((await client.get('/api/v1/dashboard')).json().stats.totalSkills).toBe(0);
    // Written behind the app's back: no change is announced, so the cached answer stays.
    await addSkill(user.id, 'ZzQuietly');
    expect((await client.get('/api/v1/dashboard')).json().stats.totalSkills).toBe(0);
    // Sending a request announces a change to both members: the next answer is fresh.
    expect((await client.post('/api/v1/connections/requests', { personId: other.id })).statusCode).toBe(201);
    expect((await client.get('/api/v1/dashboard')).json().stats.totalSkills).toBe(1);
  });

  it('shows a skill added through the profile at once', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.get('/api/v1/dashboard')).json().stats.totalSkills).toBe(0);
    expect((await client.post('/api/v1/profile/skills', { name: 'Go', level: 'Advanced', category: 'Programming' })).statusCode).toBe(201);
    const body = (await client.get('/api/v1/dashboard')).json();
    expect(body.stats).toMatchObject({ totalSkills: 1, skillsThisMonth: 1 });
    expect(body.topSkills).toEqual([{ id: expect.any(String), name: 'Go', level: 'Advanced', endorsements: 0 }]);
    expect(body.recentActivity[0]).toMatchObject({ type: 'skill_added', subject: 'Go' });
    expect((await client.get('/api/v1/skill-match')).json().skillMatch.total).toBe(1);
  });
});
