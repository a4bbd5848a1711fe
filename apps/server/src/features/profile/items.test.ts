import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const job = {
  company: 'Hubtel',
  position: 'Backend Engineer',
  location: 'Accra',
  startDate: '2023-02',
  endDate: null,
  description: 'Payments.',
  skills: ['Node.js', 'PostgreSQL', 'Node.js'],
};
const school = { institution: 'KNUST', degree: 'BSc', field: 'Computer Engineering', startDate: '2015-09', endDate: '2019-07' };

describe('skills on my profile', () => {
  it('adds with the defaults (Beginner, Programming, no endorsements), edits, refuses a duplicate name and deletes', async () => {
    const { client } = await signedUp(t.app);
    const added = await client.post('/api/v1/profile/skills', { name: '  TypeScript ' });
    expect(added.statusCode).toBe(201);
    const skill = added.json().skill;
    expect(skill).toMatchObject({
      name: 'TypeScript',
      level: 'Beginner',
      category: 'Programming',
      yearsOfExperience: 0,
      endorsements: 0,
      endorsedByMe: false,
    });

    const duplicate = await client.post('/api/v1/profile/skills', { name: 'typescript', level: 'Expert' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('This skill is already in your profile!');

    const edited = await client.patch(`/api/v1/profile/skills/${skill.id}`, {
      name: 'TypeScript',
      level: 'Advanced',
      category: 'Programming',
      yearsOfExperience: 4,
    });
    expect(edited.json().skill).toMatchObject({ level: 'Advanced', yearsOfExperience: 4 });
    expect((await client.delete(`/api/v1/profile/skills/${skill.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/v1/profile')).json().profile.skills).toEqual([]);
  });

  it('keeps the catalogue count and the daily additions in step, and logs the activity', async () => {
    const db = t.app.database.db;
    const now = new Date().toISOString();
    await db
      .insertInto('skillCatalog')
      .values({
        id: 'cat-kotlin',
        slug: 'kotlin-test',
        name: 'Kotlin',
        nameKey: 'kotlin',
        category: 'programming',
        description: 'Android',
        difficulty: 'Intermediate',
        averageSalary: '',
        prerequisites: '[]',
        relatedSkills: '[]',
        isPopular: false,
        createdAt: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const before = await db.selectFrom('skillCatalog').select('memberCount').where('nameKey', '=', 'kotlin').executeTakeFirstOrThrow();
    const { client, user } = await signedUp(t.app);
    const { skill } = (await client.post('/api/v1/profile/skills', { name: 'Kotlin' })).json();
    const after = await db.selectFrom('skillCatalog').select('memberCount').where('nameKey', '=', 'kotlin').executeTakeFirstOrThrow();
    expect(after.memberCount).toBe(before.memberCount + 1);
    const today = await db
      .selectFrom('skillAdditionDaily')
      .select('additions')
      .where('nameKey', '=', 'kotlin')
      .where('day', '=', now.slice(0, 10))
      .executeTakeFirst();
    expect(today?.additions).toBeGreaterThanOrEqual(1);
    const log = await db.selectFrom('activity').select(['type', 'subject']).where('userId', '=', user.id).execute();
    expect(log).toEqual([{ type: 'skill_added', subject: 'Kotlin' }]);
    await client.delete(`/api/v1/profile/skills/${skill.id}`);
    const removed = await db.selectFrom('skillCatalog').select('memberCount').where('nameKey', '=', 'kotlin').executeTakeFirstOrThrow();
    expect(removed.memberCount).toBe(before.memberCount);
  });

  it('validates every field', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.post('/api/v1/profile/skills', { name: ' ', level: 'Guru', category: 'Cooking', yearsOfExperience: -1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['category', 'level', 'name', 'yearsOfExperience']);
  });
});

describe('experience and education', () => {
  it('adds a current job on top, edits and deletes it', async () => {
    const { client, user } = await signedUp(t.app);
    await client.post('/api/v1/profile/experience', { ...job, company: 'Older Co', startDate: '2019-01', endDate: '2022-12', skills: [] });
    const added = await client.post('/api/v1/profile/experience', job);
    expect(added.statusCode).toBe(201);
    expect(added.json().experience).toMatchObject({ company: 'Hubtel', endDate: null, skills: ['Node.js', 'PostgreSQL'] });
    const list = (await client.get('/api/v1/profile')).json().profile.experience;
    expect(list.map((e: { company: string }) => e.company)).toEqual(['Hubtel', 'Older Co']);
    const id = added.json().experience.id;
    const edited = await client.patch(`/api/v1/profile/experience/${id}`, { ...job, endDate: '2025-06' });
    expect(edited.json().experience.endDate).toBe('2025-06');
    expect((await client.delete(`/api/v1/profile/experience/${id}`)).statusCode).toBe(204);
    const log = await t.app.database.db.selectFrom('activity').select('type').where('userId', '=', user.id).execute();
    expect(log).toHaveLength(2);
  });

  it('refuses missing company/position, bad months and an end before the start', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.post('/api/v1/profile/experience', { company: '', position: ' ', startDate: '2023-13', endDate: null });
    expect(res.json().error.fields).toMatchObject({
      company: 'Company is required',
      position: 'Position is required',
      startDate: 'Start date must be a month (YYYY-MM)',
    });
    const backwards = await client.post('/api/v1/profile/education', { ...school, endDate: '2014-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.endDate).toBe('End date cannot be before the start date');
    const noDegree = await client.post('/api/v1/profile/education', { ...school, degree: '' });
    expect(noDegree.json().error.fields.degree).toBe('Degree is required');
  });

  it('needs only company and position, or institution and degree (dates are optional)', async () => {
    const { client } = await signedUp(t.app);
    const job = await client.post('/api/v1/profile/experience', { company: 'Farmerline', position: 'Agronomist' });
    expect(job.statusCode).toBe(201);
    expect(job.json().experience).toMatchObject({ startDate: '', endDate: null });
    const school = await client.post('/api/v1/profile/education', { institution: 'Achimota School', degree: 'WASSCE' });
    expect(school.statusCode).toBe(201);
    expect(school.json().education).toMatchObject({ startDate: '', endDate: null, field: '' });
  });

  it('adds, edits and deletes education', async () => {
    const { client } = await signedUp(t.app);
    const { education } = (await client.post('/api/v1/profile/education', school)).json();
    expect(education).toMatchObject({ institution: 'KNUST', degree: 'BSc', field: 'Computer Engineering', description: '' });
    const edited = await client.patch(`/api/v1/profile/education/${education.id}`, { ...school, description: 'First class' });
    expect(edited.json().education.description).toBe('First class');
    expect((await client.delete(`/api/v1/profile/education/${education.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/v1/profile')).json().profile.education).toEqual([]);
  });
});

describe("another member's items", () => {
  it('cannot be edited or deleted: they answer like missing ones', async () => {
    const owner = await signedUp(t.app);
    const { skill } = (await owner.client.post('/api/v1/profile/skills', { name: 'Go' })).json();
    const { experience } = (await owner.client.post('/api/v1/profile/experience', job)).json();
    const { education } = (await owner.client.post('/api/v1/profile/education', school)).json();
    const other = await signedUp(t.app);
    const attempts = [
      await other.client.patch(`/api/v1/profile/skills/${skill.id}`, { name: 'Hacked' }),
      await other.client.delete(`/api/v1/profile/skills/${skill.id}`),
      await other.client.patch(`/api/v1/profile/experience/${experience.id}`, job),
      await other.client.delete(`/api/v1/profile/experience/${experience.id}`),
      await other.client.patch(`/api/v1/profile/education/${education.id}`, school),
      await other.client.delete(`/api/v1/profile/education/${education.id}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const mine = (await owner.client.get('/api/v1/profile')).json().profile;
    expect([mine.skills.length, mine.experience.length, mine.education.length]).toEqual([1, 1, 1]);
  });

  it('need a signed-in member', async () => {
    const visitor = new TestClient(t.app);
    const codes = [
      (await visitor.post('/api/v1/profile/skills', { name: 'Go' })).statusCode,
      (await visitor.post('/api/v1/profile/experience', job)).statusCode,
      (await visitor.post('/api/v1/profile/education', school)).statusCode,
      (await visitor.delete('/api/v1/profile/skills/x')).statusCode,
    ];
    expect(codes).toEqual([401, 401, 401, 401]);
  });
});
