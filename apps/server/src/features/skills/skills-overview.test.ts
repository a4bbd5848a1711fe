import type { CatalogSkill, SkillsOverview } from '@skilllink/contracts/skills';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';
import { CATALOG } from './catalog-data/catalog.js';
import { createInsightsCache, growthPercent, weekWindows } from './skills.insights.js';
import { membersWithSkillsAfter } from './skills.repository.js';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Additions spread over the 7 days of a week: "previous" is 7–13 days ago, "current" 0–6. */
async function additions(nameKey: string, previous: number, current: number) {
  const rows: Array<{ nameKey: string; day: string; additions: number }> = [];
  const put = (total: number, firstDay: number) => {
    for (let i = 0; i < 7 && total > 0; i += 1) {
      const n = i === 6 ? total : Math.min(total, Math.ceil(total / 7));
      rows.push({ nameKey, day: daysAgo(firstDay + i), additions: n });
      total -= n;
    }
  };
  put(previous, 7);
  put(current, 0);
  await t.app.database.db.insertInto('skillAdditionDaily').values(rows).execute();
}

async function giveSkill(userId: string, nameKey: string) {
  const now = new Date().toISOString();
  await t.app.database.db
    .insertInto('memberSkill')
    .values({
      id: `${userId}-${nameKey}`,
      userId,
      name: nameKey,
      nameKey,
      level: 'Beginner',
      category: 'Programming',
      yearsOfExperience: 0,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

describe('GET /skills/overview', () => {
  it('computes categories, trending and stats from the rows, then serves the same answer for a minute', async () => {
    // Everything is inserted before the first overview request: the answer is cached after it.
    await additions('react', 10, 13); // +30 %
    await additions('python', 20, 30); // +50 %
    await additions('figma', 8, 10); // +25 %
    await additions('excel', 10, 9); // −10 %: shrinking skills do not trend
    await additions('twi', 4, 40); // below the minimum volume the week before: no figure
    await additions('node.js', 10, 11); // +10 %
    await additions('sql', 10, 12); // +20 %
    await additions('seo', 10, 11); // +10 %, as busy as Node.js: the name breaks the tie
    await additions('cobol programming', 10, 30); // not in the catalogue: counted as new, never trending
    // 15 and 14 days ago: outside both weeks.
    await t.app.database.db
      .insertInto('skillAdditionDaily')
      .values([
        { nameKey: 'react', day: daysAgo(14), additions: 500 },
        { nameKey: 'react', day: daysAgo(15), additions: 500 },
      ])
      .execute();
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    await signedUp(t.app); // no skills: not an active professional
    await giveSkill(a.user.id, 'react');
    await giveSkill(a.user.id, 'python');
    await giveSkill(b.user.id, 'react');

    const res = await a.client.get('/api/v1/skills/overview');
    expect(res.statusCode).toBe(200);
    const overview = res.json() as SkillsOverview;

    expect(overview.trending).toEqual([
      { name: 'Python', slug: 'python', growth: 50 },
      { name: 'React', slug: 'react', growth: 30 },
      { name: 'Figma', slug: 'figma', growth: 25 },
      { name: 'SQL', slug: 'sql', growth: 20 },
      { name: 'Node.js', slug: 'node-js', growth: 10 },
    ]);
    expect(overview.stats).toEqual({
      totalSkills: CATALOG.length,
      activeProfessionals: 2,
      newThisWeek: 13 + 30 + 10 + 9 + 40 + 11 + 12 + 11 + 30,
    });
    expect(overview.categories[0]).toEqual({ slug: 'all', name: 'All Categories', count: CATALOG.length });
    expect(overview.categories.map((c) => c.slug)).toEqual([
      'all',
      'programming',
      'design',
      'marketing',
      'data-science',
      'management',
      'writing',
      'languages',
    ]);
    for (const c of overview.categories.slice(1)) expect(c.count).toBe(CATALOG.filter((e) => e.category === c.name).length);

    // Cards carry the same growth figure; below the minimum there is none.
    const cards = (await a.client.get('/api/v1/skills/catalog')).json().items as CatalogSkill[];
    const growth = (name: string) => cards.find((s) => s.name === name)?.growth;
    expect([growth('React'), growth('Excel'), growth('Twi'), growth('Java')]).toEqual([30, -10, null, null]);
    const detail = (await a.client.get('/api/v1/skills/catalog/twi')).json().skill;
    expect(detail).toMatchObject({ growth: null, addedThisWeek: 40 });

    // Within the minute the overview is served from memory.
    await additions('java', 10, 100);
    const again = (await b.client.get('/api/v1/skills/overview')).json() as SkillsOverview;
    expect(again).toEqual(overview);
  });

  it('recomputes after the minute in the background, and shares one computation between concurrent callers', async () => {
    await additions('kotlin', 10, 200);
    let now = new Date();
    const cache = createInsightsCache(t.app.database.db, 60_000, () => now);
    const [first, second] = [cache.get(), cache.get()];
    expect(first).toBe(second);
    const before = (await first).overview.trending;
    expect(before[0]).toEqual({ name: 'Kotlin', slug: 'kotlin', growth: 1900 });

    await t.app.database.db.deleteFrom('skillAdditionDaily').where('nameKey', '=', 'kotlin').execute();
    now = new Date(now.getTime() + 59_000);
    expect((await cache.get()).overview.trending).toEqual(before);
    now = new Date(now.getTime() + 2_000);
    // Stale: served at once while the next snapshot is made, which later callers then get.
    expect((await cache.get()).overview.trending).toEqual(before);
    await vi.waitFor(async () => expect((await cache.get()).overview.trending.map((s) => s.slug)).not.toContain('kotlin'));
  });

  it('counts every member with a skill once, read in stretches of member ids', async () => {
    const before = (await createInsightsCache(t.app.database.db).get()).overview.stats.activeProfessionals;
    const members = await Promise.all(Array.from({ length: 3 }, () => signedUp(t.app)));
    for (const m of members) await giveSkill(m.user.id, 'python');
    await giveSkill(members[0]!.user.id, 'sql'); // a second skill does not count the member twice
    const after = (await createInsightsCache(t.app.database.db).get()).overview.stats.activeProfessionals;
    expect(after - before).toBe(3);

    // Stretches of 2 ids: every member exactly once, in order.
    const seen: string[] = [];
    for (let page = await membersWithSkillsAfter(t.app.database.db, '', 2); ;) {
      seen.push(...page);
      if (page.length < 2) break;
      page = await membersWithSkillsAfter(t.app.database.db, page[1]!, 2);
    }
    expect(seen).toHaveLength(after);
    expect(new Set(seen).size).toBe(after);
    expect([...seen].sort()).toEqual(seen);
  });
});

describe('growth and windows', () => {
  it('rounds the percent change and needs 5 additions the week before', () => {
    expect(growthPercent(13, 10)).toBe(30);
    expect(growthPercent(290, 200)).toBe(45);
    expect(growthPercent(9, 10)).toBe(-10);
    expect(growthPercent(100, 4)).toBeNull();
    expect(growthPercent(0, 5)).toBe(-100);
  });

  it('uses the last 7 UTC days including today and the 7 before them', () => {
    expect(weekWindows(new Date('2026-03-14T23:59:00Z'))).toEqual({
      previousStart: '2026-03-01',
      currentStart: '2026-03-08',
      today: '2026-03-14',
    });
  });
});
