import type { SkillsOverview } from '@skilllink/contracts/skills';
import { SKILL_CATEGORIES } from '@skilllink/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSkillCatalog, seedSkillHistory } from '../../seed/skills-catalog.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';
import { CATALOG } from './catalog-data/catalog.js';
import { skillNameKey, skillSlug } from './catalog-data/entry.js';

describe('the reference catalogue', () => {
  it('holds at least 60 distinct skills over all 7 categories, each fully described', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CATALOG.map((e) => skillSlug(e.name))).size).toBe(CATALOG.length);
    expect(new Set(CATALOG.map((e) => skillNameKey(e.name))).size).toBe(CATALOG.length);
    for (const category of SKILL_CATEGORIES)
      expect(CATALOG.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(7);
    for (const e of CATALOG) {
      expect(e.description.length, e.name).toBeGreaterThan(80);
      expect(e.averageSalary, e.name).not.toBe('');
      expect(e.relatedSkills.length, e.name).toBeGreaterThan(0);
    }
    const names = CATALOG.map((e) => e.name);
    for (const required of [
      'React',
      'Node.js',
      'Python',
      'AI/Machine Learning',
      'UI/UX Design',
      'TypeScript',
      'Figma',
      'SEO',
      'Excel',
      'Project Management',
      'Twi',
      'French',
      'Swahili',
      'Hausa',
    ]) {
      expect(names).toContain(required);
    }
  });

  it('names only catalogue skills as prerequisites and related skills, never the skill itself', () => {
    const names = new Set(CATALOG.map((e) => e.name));
    for (const e of CATALOG) {
      for (const other of [...e.prerequisites, ...e.relatedSkills]) {
        expect(names.has(other), `${e.name} → ${other}`).toBe(true);
        expect(other, e.name).not.toBe(e.name);
      }
    }
  });
});

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('is idempotent and safe when two processes seed at once', async () => {
    const db = t.app.database.db;
    await db.deleteFrom('skillCatalog').where('nameKey', 'in', ['react', 'twi']).execute();
    const { user } = await signedUp(t.app);
    const now = new Date().toISOString();
    await db
      .insertInto('memberSkill')
      .values({
        id: 'ms-twi',
        userId: user.id,
        name: 'Twi',
        nameKey: 'twi',
        level: 'Expert',
        category: 'Languages',
        yearsOfExperience: 20,
        createdAt: now,
        updatedAt: now,
      })
      .execute();

    await Promise.all([seedSkillCatalog(db), seedSkillCatalog(db), seedSkillCatalog(db)]);
    await seedSkillCatalog(db);
    const rows = await db.selectFrom('skillCatalog').select(['slug', 'memberCount']).execute();
    expect(rows).toHaveLength(CATALOG.length);
    // A skill joining the catalogue late starts with the members who already list it.
    expect(rows.find((r) => r.slug === 'twi')?.memberCount).toBe(1);
  });

  it('demo history starts Trending Skills with the fixed demo figures, once', async () => {
    const db = t.app.database.db;
    // Demo members added React a moment ago and Python three days ago (demo profiles backdate
    // some skills): this week's figures still come out as planned.
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await db
      .insertInto('skillAdditionDaily')
      .values([
        { nameKey: 'react', day: day(0), additions: 3 },
        { nameKey: 'python', day: day(3), additions: 2 },
        { nameKey: 'figma', day: day(40), additions: 9 },
      ])
      .execute();
    await Promise.all([seedSkillHistory(db), seedSkillHistory(db)]);
    const rowsAfterFirst = await db
      .selectFrom('skillAdditionDaily')
      .select((eb) => eb.fn.sum<number | string>('additions').as('n'))
      .executeTakeFirstOrThrow();
    await seedSkillHistory(db);
    const rowsAfterSecond = await db
      .selectFrom('skillAdditionDaily')
      .select((eb) => eb.fn.sum<number | string>('additions').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rowsAfterSecond.n)).toBe(Number(rowsAfterFirst.n));

    const { client } = await signedUp(t.app);
    const overview = (await client.get('/api/v1/skills/overview')).json() as SkillsOverview;
    expect(overview.trending).toEqual([
      { name: 'AI/Machine Learning', slug: 'ai-machine-learning', growth: 45 },
      { name: 'React', slug: 'react', growth: 32 },
      { name: 'Python', slug: 'python', growth: 28 },
      { name: 'UI/UX Design', slug: 'ui-ux-design', growth: 25 },
      { name: 'Node.js', slug: 'node-js', growth: 22 },
    ]);
    const cards = (await client.get('/api/v1/skills/catalog')).json().items as Array<{ name: string; growth: number | null }>;
    const others = cards.filter((c) => !overview.trending.some((s) => s.name === c.name));
    expect(others.filter((c) => c.growth === null || c.growth >= 22)).toEqual([]);
    expect(overview.stats.newThisWeek).toBeGreaterThan(500);
    // Enough that the next start sees a history and leaves it alone.
    const seeded = await db
      .selectFrom('skillAdditionDaily')
      .select((eb) => eb.fn.sum<number | string>('additions').as('n'))
      .where('day', '<', new Date().toISOString().slice(0, 10))
      .executeTakeFirstOrThrow();
    expect(Number(seeded.n)).toBeGreaterThan(1000);
  });
});
