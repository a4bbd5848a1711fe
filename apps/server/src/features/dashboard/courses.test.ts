import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

/** A known catalogue in place of the seeded one: ids c1…c5 with the given categories and enrolled counts. */
async function catalogue(courses: { id: string; category: string; enrolled: number; title: string }[]) {
  const db = t.app.database.db;
  await db.deleteFrom('course').execute();
  for (const c of courses) {
    await db
      .insertInto('course')
      .values({
        id: c.id,
        slug: `dash-${c.id}`,
        title: c.title,
        description: 'A course',
        instructor: 'Kwabena Boateng',
        category: c.category,
        level: 'Beginner',
        thumbnail: '/media/courses/thumb-design.webp',
        enrolledCount: c.enrolled,
        createdAt: at(1000),
      })
      .execute();
  }
}

async function enrol(userId: string, courseId: string, progress: number, minutesAgo: number, completed = false) {
  await t.app.database.db
    .insertInto('enrollment')
    .values({
      userId,
      courseId,
      enrolledAt: at(5000),
      progress,
      lastLessonId: null,
      lastAccessedAt: at(minutesAgo),
      completedAt: completed ? at(minutesAgo) : null,
    })
    .execute();
}

async function addSkill(userId: string, name: string, category: string) {
  await t.app.database.db
    .insertInto('memberSkill')
    .values({
      id: newId(),
      userId,
      name,
      nameKey: name.toLowerCase(),
      level: 'Beginner',
      category,
      yearsOfExperience: 1,
      createdAt: at(10),
      updatedAt: at(10),
    })
    .execute();
}

describe('dashboard courses', () => {
  beforeEach(async () => {
    await catalogue([
      { id: 'c1', category: 'Design', enrolled: 5, title: 'UI Design' },
      { id: 'c2', category: 'Marketing', enrolled: 50, title: 'Digital Marketing' },
      { id: 'c3', category: 'Web Development', enrolled: 10, title: 'React' },
      { id: 'c4', category: 'Data Science', enrolled: 40, title: 'Python for Data' },
      { id: 'c5', category: 'Programming', enrolled: 1, title: 'JavaScript' },
    ]);
  });

  it('continues the enrolled, unfinished courses with real progress, latest studied first, at most 2', async () => {
    const { client, user } = await signedUp(t.app);
    await enrol(user.id, 'c1', 40, 30);
    await enrol(user.id, 'c2', 75, 5);
    await enrol(user.id, 'c3', 10, 60);
    await enrol(user.id, 'c4', 100, 1, true);
    const body = (await client.get('/api/v1/dashboard')).json();
    expect(body.continueLearning.map((c: { id: string; progress: number }) => [c.id, c.progress])).toEqual([
      ['c2', 75],
      ['c1', 40],
    ]);
  });

  it("recommends courses not enrolled, in the member's skill categories first, then the most enrolled", async () => {
    const { client, user } = await signedUp(t.app);
    await addSkill(user.id, 'TypeScript', 'Programming');
    await enrol(user.id, 'c2', 0, 5);
    const body = (await client.get('/api/v1/dashboard')).json();
    // Programming skills point to Programming and Web Development courses (c3 more enrolled than c5), then c4 (40).
    expect(body.recommendedCourses.map((c: { id: string }) => c.id)).toEqual(['c3', 'c5', 'c4']);
    expect(body.recommendedCourses[0]).toEqual({
      id: 'c3',
      title: 'React',
      instructor: 'Kwabena Boateng',
      level: 'Beginner',
      thumbnail: '/media/courses/thumb-design.webp',
    });
  });

  it("shows only the member's own enrolments", async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    await enrol(a.user.id, 'c2', 50, 1);
    const mine = (await a.client.get('/api/v1/dashboard')).json();
    expect(mine.recommendedCourses.map((c: { id: string }) => c.id)).toEqual(['c4', 'c3', 'c1']);
    const theirs = (await b.client.get('/api/v1/dashboard')).json();
    expect(theirs.continueLearning).toEqual([]);
    // Without skills: the most enrolled first; a's enrolment does not hide c2 from b.
    expect(theirs.recommendedCourses.map((c: { id: string }) => c.id)).toEqual(['c2', 'c4', 'c3']);
  });

  it('is refused signed out', async () => {
    const res = await new TestClient(t.app).get('/api/v1/dashboard');
    expect(res.statusCode).toBe(401);
  });
});
