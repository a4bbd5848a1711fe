import type { SkillCourses } from '@skilllink/contracts/course-skills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CATALOG } from '../../seed/course-catalog-data.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { COURSE_SKILLS, skillKey } from './course-skills.js';
import { seededCourse } from './test-helpers.js';

let t: TestApp;
let esi: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  esi = (await signedUp(t.app, { firstName: 'Esi', lastName: 'Quaye' })).client;
});
afterAll(async () => t.close());

const ask = (client: TestClient, skills: string) => client.get(`/api/v1/courses/for-skills?${new URLSearchParams({ skills })}`);

describe('the course-skills mapping', () => {
  it('names only courses of the catalogue and skills of the skills catalogue', async () => {
    const slugs = new Set(COURSE_CATALOG.map((c) => c.slug));
    const skills = new Set((await t.app.database.db.selectFrom('skillCatalog').select('nameKey').execute()).map((r) => r.nameKey));
    for (const [slug, names] of Object.entries(COURSE_SKILLS)) {
      expect(slugs.has(slug), slug).toBe(true);
      for (const name of names) expect(skills.has(skillKey(name)), name).toBe(true);
    }
    // Every course teaches something.
    expect(COURSE_CATALOG.every((c) => (COURSE_SKILLS[c.slug] ?? []).length > 0)).toBe(true);
  });
});

describe('GET /courses/for-skills', () => {
  it('lists the courses teaching each skill, in the order asked, and which are in my learning plan', async () => {
    const react = await seededCourse(t.app, 'react-typescript-in-practice');
    let res = await ask(esi, 'React,GraphQL,social media marketing');
    expect(res.statusCode, res.body).toBe(200);
    let body = res.json() as SkillCourses;
    expect(body.items.map((i) => i.skill)).toEqual(['React', 'GraphQL', 'social media marketing']);
    expect(body.items[0]!.courses.map((c) => [c.title, c.inLearningPlan])).toEqual([['React and TypeScript in Practice', false]]);
    // No course teaches it: an empty list, never a course that merely mentions the word.
    expect(body.items[1]!.courses).toEqual([]);
    expect(body.items[2]!.courses.map((c) => c.title).sort()).toEqual([
      'Digital Marketing for Small Businesses',
      'Social Media Analytics and Growth',
    ]);
    // "Java" is not "JavaScript".
    body = (await ask(esi, 'Java')).json() as SkillCourses;
    expect(body.items[0]!.courses).toEqual([]);

    // Adding it to the learning plan is enrolling.
    expect((await esi.post(`${react.url}/enrollment`)).statusCode).toBe(201);
    res = await ask(esi, 'TypeScript');
    body = res.json() as SkillCourses;
    expect(body.items[0]!.courses).toMatchObject([{ id: react.id, inLearningPlan: true, enrolledCount: 1 }]);
    // Another member's plan is their own.
    const kojo = (await signedUp(t.app, { firstName: 'Kojo' })).client;
    expect(((await ask(kojo, 'TypeScript')).json() as SkillCourses).items[0]!.courses[0]!.inLearningPlan).toBe(false);
  });

  it('refuses no skill, too many and too long names, and answers 401 when signed out', async () => {
    expect((await ask(esi, '')).statusCode).toBe(400);
    expect((await esi.get('/api/v1/courses/for-skills')).statusCode).toBe(400);
    const many = Array.from({ length: 13 }, (_, i) => `Skill ${i}`).join(',');
    const res = await ask(esi, many);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.skills).toBe('Ask about at most 12 skills');
    expect((await ask(esi, 'x'.repeat(61))).statusCode).toBe(400);
    expect((await ask(new TestClient(t.app), 'React')).statusCode).toBe(401);
  });
});
