import type { CatalogSkill } from '@skilllink/contracts/skills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { CATALOG } from './catalog-data/catalog.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof signedUp>>;
beforeAll(async () => {
  t = await buildTestApp();
  member = await signedUp(t.app);
});
afterAll(async () => t.close());

async function catalog(query = '', client = member.client) {
  const res = await client.get(`/api/v1/skills/catalog${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: CatalogSkill[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body;
}

/** Adds a skill through the profile API, as the Add to My Skills button does. */
async function giveSkill(client: TestClient, name: string, category = 'Programming') {
  const res = await client.post('/api/v1/profile/skills', { name, category });
  expect(res.statusCode, res.body).toBe(201);
}

describe('GET /skills/catalog', () => {
  it('lists the whole seeded catalogue with every field of a catalogue item', async () => {
    const { items, total } = await catalog();
    expect(total).toBe(CATALOG.length);
    const react = items.find((s) => s.name === 'React');
    expect(react).toMatchObject({
      slug: 'react',
      category: 'Programming',
      categorySlug: 'programming',
      difficulty: 'Intermediate',
      professionals: 0,
      averageSalary: expect.stringContaining('GH₵'),
      growth: null,
      isPopular: true,
      prerequisites: expect.arrayContaining(['JavaScript']),
      relatedSkills: expect.arrayContaining(['TypeScript']),
      inMyProfile: false,
    });
    expect(items.find((s) => s.name === 'AI/Machine Learning')?.categorySlug).toBe('data-science');
  });

  it('searches name and description case-insensitively, name matches first', async () => {
    const { items } = await catalog('?q=REACT');
    expect(items[0]?.name).toBe('React');
    for (const s of items) expect(`${s.name} ${s.description}`.toLowerCase()).toContain('react');

    const byDescription = await catalog('?q=mobile%20money');
    expect(byDescription.items.map((s) => s.name)).toEqual(expect.arrayContaining(['Node.js', 'Cybersecurity']));
    expect((await catalog('?q=%20%20python%20')).items[0]?.name).toBe('Python');
    // Accents folded both ways (issue 24).
    expect((await catalog(`?q=${encodeURIComponent('réact')}`)).items[0]?.name).toBe('React');
  });

  it('matches the search text literally (%, _ and \\ are not patterns)', async () => {
    expect((await catalog('?q=%25')).total).toBe(0);
    expect((await catalog('?q=_')).total).toBe(0);
    expect((await catalog('?q=%5C')).total).toBe(0);
  });

  it('filters by category slug, combined with the search', async () => {
    const languages = await catalog('?category=languages');
    expect(languages.items.map((s) => s.name)).toEqual(expect.arrayContaining(['Twi', 'French', 'Swahili', 'Hausa']));
    expect(new Set(languages.items.map((s) => s.category))).toEqual(new Set(['Languages']));

    const designInData = await catalog('?q=design&category=data-science');
    expect(designInData.items.every((s) => s.categorySlug === 'data-science')).toBe(true);
    const dataScience = await catalog('?category=data-science');
    expect(dataScience.items.map((s) => s.name)).toContain('AI/Machine Learning');
    expect((await catalog('?category=all')).total).toBe(CATALOG.length);
  });

  it('filters by difficulty and to popular skills only', async () => {
    const advanced = await catalog('?difficulty=Advanced');
    expect(advanced.total).toBeGreaterThan(0);
    expect(advanced.items.every((s) => s.difficulty === 'Advanced')).toBe(true);

    const popular = await catalog('?popular=true');
    expect(popular.total).toBe(CATALOG.filter((e) => e.isPopular).length);
    expect(popular.items.every((s) => s.isPopular)).toBe(true);
    expect((await catalog('?popular=false')).total).toBe(CATALOG.length);

    const combined = await catalog('?category=programming&difficulty=Beginner&popular=true');
    expect(combined.items.map((s) => s.name).sort()).toEqual(
      CATALOG.filter((e) => e.category === 'Programming' && e.difficulty === 'Beginner' && e.isPopular)
        .map((e) => e.name)
        .sort(),
    );
  });

  it('answers 400 with a message per bad field', async () => {
    const res = await member.client.get(`/api/v1/skills/catalog?category=cooking&difficulty=Expert&popular=yes&q=${'x'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        category: 'Choose a category from the list',
        difficulty: 'Difficulty must be Beginner, Intermediate or Advanced',
        popular: 'Popular must be true or false',
        q: 'Search must be 100 characters or fewer',
      },
    });
    expect(res.json().error.message).toContain('category: Choose a category from the list');
  });

  it('marks the skills the signed-in member has, and only theirs, as soon as they add one', async () => {
    const other = await signedUp(t.app);
    expect((await catalog('?q=figma', other.client)).items.find((s) => s.name === 'Figma')?.inMyProfile).toBe(false);
    await giveSkill(other.client, 'Figma', 'Design');
    const mine = await catalog('?q=figma', other.client);
    expect(mine.items.find((s) => s.name === 'Figma')?.inMyProfile).toBe(true);
    expect(mine.items.filter((s) => s.inMyProfile)).toHaveLength(1);
    expect((await catalog('?q=figma')).items.find((s) => s.name === 'Figma')?.inMyProfile).toBe(false);
  });

  it('counts professionals from the catalogue (refreshed each minute with the insights)', async () => {
    const fresh = await buildTestApp();
    try {
      await fresh.app.database.db.updateTable('skillCatalog').set({ memberCount: 1234 }).where('nameKey', '=', 'figma').execute();
      const { client } = await signedUp(fresh.app);
      const items = (await client.get('/api/v1/skills/catalog?q=figma')).json().items as CatalogSkill[];
      expect(items.find((s) => s.name === 'Figma')?.professionals).toBe(1234);
    } finally {
      await fresh.close();
    }
  });

  it('answers 401 to visitors, before looking at their query', async () => {
    const visitor = new TestClient(t.app);
    for (const url of [
      '/api/v1/skills/catalog',
      '/api/v1/skills/catalog?category=cooking',
      '/api/v1/skills/catalog/react',
      '/api/v1/skills/overview',
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});

describe('GET /skills/catalog/:slug', () => {
  it('gives one skill with its related skills linked when they are in the catalogue', async () => {
    await giveSkill(member.client, 'React');
    const res = await member.client.get('/api/v1/skills/catalog/react');
    expect(res.statusCode).toBe(200);
    const { skill } = res.json();
    expect(skill).toMatchObject({ name: 'React', inMyProfile: true, addedThisWeek: 0 });
    expect(skill.related).toEqual(skill.relatedSkills.map((name: string) => ({ name, slug: expect.any(String) })));
    expect(skill.related).toContainEqual({ name: 'TypeScript', slug: 'typescript' });
  });

  it('answers 404 for an unknown skill', async () => {
    const res = await member.client.get('/api/v1/skills/catalog/underwater-basket-weaving');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: 'Skill not found' });
  });
});
