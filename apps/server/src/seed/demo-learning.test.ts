import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '@skilllink/contracts/certificates';
import { FEATURED_MIN_RATING } from '@skilllink/contracts/courses';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { seedDemo } from './demo.js';
import { DEMO_ACCOUNT } from './demo-members.js';

let t: TestApp;
let ama: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  await Promise.all([seedDemo(t.app.database.db), seedDemo(t.app.database.db)]);
  ama = new TestClient(t.app);
  await ama.post('/api/v1/auth/login', DEMO_ACCOUNT);
});
afterAll(async () => t.close());

describe('demo learning', () => {
  it('gives Ama a finished course with its certificate, one half done and one just started', async () => {
    const page = (await ama.get('/api/v1/courses')).json();
    expect(page.enrollments).toHaveLength(3);
    expect(page.continueLearning.map((c: { title: string }) => c.title)).toEqual([
      'React and TypeScript in Practice',
      'Python for Data Analysis',
    ]);
    expect(page.continueLearning[0].enrollment.progress).toBe(60);
    expect(page.continueLearning[1].enrollment.progress).toBe(0);
    const finished = page.enrollments.find((e: { completedAt: string | null }) => e.completedAt);
    const detail = (await ama.get(`/api/v1/courses/${finished.courseId}`)).json();
    expect(detail).toMatchObject({ title: 'Responsive Web Design with HTML & CSS', enrollment: { progress: 100 } });
    expect(detail.certificateCode).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(detail.lessons.every((l: { completed: boolean }) => l.completed)).toBe(true);
    const half = (await ama.get(`/api/v1/courses/${page.continueLearning[0].id}`)).json();
    const resume = half.lessons.find((l: { id: string }) => l.id === half.enrollment.lastLessonId);
    expect(resume).toMatchObject({ position: 4, completed: false, positionSeconds: 4 });
  });

  it('has real ratings: totals equal the rows, some courses featured, nothing counted twice', async () => {
    const db = t.app.database.db;
    const snapshot = async () => ({
      courses: await db.selectFrom('course').select(['id', 'enrolledCount', 'reviewCount', 'ratingTotal']).orderBy('id').execute(),
      certificates: (await db.selectFrom('certificate').select('id').execute()).length,
      activity: (await db.selectFrom('activity').select('id').execute()).length,
    });
    const before = await snapshot();
    await seedDemo(db);
    expect(await snapshot()).toEqual(before);
    // Ama's and Esi's (demo-learning-data.ts).
    expect(before.certificates).toBe(2);
    const enrolments = await db.selectFrom('enrollment').select('courseId').execute();
    const reviews = await db.selectFrom('courseReview').select(['courseId', 'rating']).execute();
    for (const c of before.courses) {
      expect(Number(c.enrolledCount)).toBe(enrolments.filter((e) => e.courseId === c.id).length);
      const own = reviews.filter((r) => r.courseId === c.id);
      expect(Number(c.reviewCount)).toBe(own.length);
      expect(Number(c.ratingTotal)).toBe(own.reduce((s, r) => s + r.rating, 0));
    }
    const { featured } = (await ama.get('/api/v1/courses')).json();
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((c: { rating: number }) => c.rating >= FEATURED_MIN_RATING)).toBe(true);
  });

  it('gives Ama a JavaScript skill badge (87 %, seeded once): Verified on her profile, in the assessments list', async () => {
    const skills = (await ama.get('/api/v1/profile')).json().profile.skills as Array<{ name: string; verified: boolean }>;
    expect(skills.filter((s) => s.verified).map((s) => s.name)).toEqual(['JavaScript']);
    const items = (await ama.get('/api/v1/skills/assessments')).json().items as Array<{ skill: string; badge: { score: number } | null }>;
    expect(items.find((i) => i.skill === 'javascript')!.badge).toMatchObject({ score: 87 });
    expect(await t.app.database.db.selectFrom('skillBadge').select('id').execute()).toHaveLength(1);
  });
});
