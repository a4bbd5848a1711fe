import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@skilllink/contracts/courses';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { testClock } from '../../test/clock.js';
import { signedUp } from '../../test/factories.js';
import { seedCourseCatalog } from '../../seed/course-catalog.js';
import { enrolledMember, seededCourse, watchVideo } from './test-helpers.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

type Summary = {
  id: string;
  title: string;
  instructor: string;
  category: string;
  level: string;
  enrolledCount: number;
  rating: number | null;
  createdAt: string;
};

describe('course catalogue seed', () => {
  it('seeds at least 8 courses across every category and level, each quiz with its own questions, once', async () => {
    const db = t.app.database.db;
    expect(await seedCourseCatalog(db)).toBe(0);
    const courses = await db.selectFrom('course').selectAll().execute();
    expect(courses.length).toBeGreaterThanOrEqual(8);
    expect(new Set(courses.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
    expect(new Set(courses.map((c) => c.level))).toEqual(new Set(COURSE_LEVELS));
    const lessons = await db.selectFrom('lesson').selectAll().execute();
    for (const c of courses) {
      const own = lessons.filter((l) => l.courseId === c.id);
      expect(own.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(
        own.some((l) => l.type === 'quiz'),
        c.slug,
      ).toBe(true);
      expect(
        own.some((l) => l.type === 'video'),
        c.slug,
      ).toBe(true);
    }
    const videos = lessons.filter((l) => l.type === 'video');
    expect(videos.every((v) => v.videoBytes! > 10_000 && /^sample-[1-6]-480p\.webm$/.test(v.videoFile!))).toBe(true);
    const questions = await db.selectFrom('quizQuestion').select(['lessonId', 'question']).execute();
    const quizzes = lessons.filter((l) => l.type === 'quiz');
    for (const q of quizzes) expect(questions.filter((x) => x.lessonId === q.id).length).toBeGreaterThanOrEqual(3);
    // Every quiz its own questions: no question text is shared between two quizzes.
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
    expect(quizzes.some((q) => q.timeLimitSeconds !== null)).toBe(true);
    // Two processes starting at once add nothing twice.
    await Promise.all([seedCourseCatalog(db), seedCourseCatalog(db)]);
    expect((await db.selectFrom('course').select('id').execute()).length).toBe(courses.length);
  });
});

describe('GET /api/v1/courses', () => {
  it('lists the catalogue, most enrolled first by default, with computed counts and durations', async () => {
    const js = await seededCourse(t.app, 'javascript-fundamentals');
    await enrolledMember(t.app, js);
    await enrolledMember(t.app, js);
    const { client } = await signedUp(t.app);
    const page = (await client.get('/api/v1/courses')).json();
    expect(page.items.length).toBeGreaterThanOrEqual(8);
    expect(page.items[0]).toMatchObject({ id: js.id, enrolledCount: 2, lessonCount: js.lessons.length, rating: null, reviewCount: 0 });
    expect(page.items[0].durationSeconds).toBe(js.lessons.reduce((s, l) => s + l.durationSeconds, 0));
    expect(page.items[0].thumbnail).toBe('/media/courses/thumb-programming.webp');
    const counts = page.items.map((c: Summary) => c.enrolledCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.continueLearning).toEqual([]);
    expect(page.enrollments).toEqual([]);
  });

  it('searches title and instructor case-insensitively, filters by category and level, sorts', async () => {
    const { client } = await signedUp(t.app);
    const get = async (query: string) => (await client.get(`/api/v1/courses?${query}`)).json().items as Summary[];
    expect((await get('q=javascript')).map((c) => c.title)).toEqual(['JavaScript Fundamentals']);
    expect((await get('q=NGOZI')).map((c) => c.instructor)).toEqual(['Dr. Ngozi Eze']);
    expect(await get('q=nothing-like-this')).toEqual([]);
    const design = await get('category=Design');
    expect(design.length).toBeGreaterThanOrEqual(2);
    expect(design.every((c) => c.category === 'Design')).toBe(true);
    const advancedData = await get('category=Data%20Science&level=Advanced');
    expect(advancedData.map((c) => c.title)).toEqual(['Machine Learning Foundations']);
    const alpha = (await get('sort=alphabetical')).map((c) => c.title);
    expect(alpha).toEqual([...alpha].sort((a, b) => a.localeCompare(b, 'en')));
    const recent = (await get('sort=recent')).map((c) => c.createdAt);
    expect(recent).toEqual([...recent].sort().reverse());
  });

  it('refuses unknown filters and sorts with messages', async () => {
    const { client } = await signedUp(t.app);
    for (const [query, message] of [
      ['category=Cooking', 'Unknown category'],
      ['level=Expert', 'Unknown level'],
      ['sort=price', 'Unknown sort'],
      [`q=${'x'.repeat(101)}`, 'Search must be 100 characters or less'],
    ]) {
      const res = await client.get(`/api/v1/courses?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
  });

  it('shows the member Continue Learning: open enrolments, last opened first, at most 3', async () => {
    const slugs = ['javascript-fundamentals', 'python-data-analysis', 'mobile-first-ux-design', 'nodejs-rest-apis'];
    const courses = await Promise.all(slugs.map((s) => seededCourse(t.app, s)));
    const { client } = await signedUp(t.app);
    for (const c of courses) expect((await client.post(`${c.url}/enrollment`)).statusCode).toBe(201);
    // Opening a lesson of the first course makes it the most recent.
    const first = courses[0]!;
    expect((await client.put(`${first.url}/lessons/${first.lessons[1]!.id}/position`, { positionSeconds: 3 })).statusCode).toBe(204);
    const page = (await client.get('/api/v1/courses')).json();
    expect(page.continueLearning).toHaveLength(3);
    expect(page.continueLearning[0]).toMatchObject({ id: first.id, enrollment: { lastLessonId: first.lessons[1]!.id, progress: 0 } });
    expect(page.enrollments).toHaveLength(4);
    // Another member sees none of it.
    const other = await signedUp(t.app);
    expect((await other.client.get('/api/v1/courses')).json().continueLearning).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const res = await new TestClient(t.app).get('/api/v1/courses');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/courses/:courseId', () => {
  it('gives the outline without media or progress before enrolment, then with them', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { client } = await signedUp(t.app);
    const before = (await client.get(course.url)).json();
    expect(before).toMatchObject({ id: course.id, title: course.title, enrollment: null, certificateCode: null });
    expect(before.lessons).toHaveLength(course.lessons.length);
    expect(before.lessons[0]).toMatchObject({ position: 1, type: 'video', videoUrl: null, posterUrl: null, completed: false });
    expect(before.lessons[0].videoBytes).toBeGreaterThan(10_000);

    const enrolled = await client.post(`${course.url}/enrollment`);
    expect(enrolled.statusCode).toBe(201);
    expect(enrolled.json()).toMatchObject({
      message: 'Successfully enrolled in course!',
      enrollment: { courseId: course.id, progress: 0 },
    });
    const after = (await client.get(course.url)).json();
    expect(after.enrollment).toMatchObject({ courseId: course.id, progress: 0, completedAt: null });
    expect(after.lessons[0]).toMatchObject({
      videoUrl: `/media/courses/${course.lessons[0]!.videoFile}`,
      captionsUrl: `/media/courses/${course.lessons[0]!.captionsFile}`,
      posterUrl: `/media/courses/${course.lessons[0]!.posterFile}`,
    });
    const quiz = after.lessons.find((l: { type: string }) => l.type === 'quiz');
    expect(quiz).toMatchObject({ videoUrl: null, videoBytes: null });
    expect(after.enrolledCount).toBe(before.enrolledCount + 1);
  });

  it('answers 404 "Course not found" for an unknown course', async () => {
    const { client } = await signedUp(t.app);
    for (const url of ['/api/v1/courses/nope', '/api/v1/courses/nope/reviews']) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'course_not_found', message: 'Course not found' });
    }
    expect((await client.post('/api/v1/courses/nope/enrollment')).statusCode).toBe(404);
  });

  it("never shows another member's progress", async () => {
    const course = await seededCourse(t.app, 'brand-identity-design');
    const a = await enrolledMember(t.app, course);
    expect((await watchVideo(a.client, clock, course, course.lessons[0]!)).json().completed).toBe(true);
    const b = await signedUp(t.app);
    const seen = (await b.client.get(course.url)).json();
    expect(seen.enrollment).toBeNull();
    expect(seen.lessons.every((l: { completed: boolean; positionSeconds: number }) => !l.completed && l.positionSeconds === 0)).toBe(true);
  });
});

describe('cached pages', () => {
  it("answer every change at once: the member's own progress and anyone's enrolment or review", async () => {
    const course = await seededCourse(t.app, 'python-data-analysis');
    const { client } = await enrolledMember(t.app, course);
    const before = (await client.get(course.url)).json();
    const list = (await client.get('/api/v1/courses?sort=alphabetical')).json();
    const lesson = course.lessons[1]!;
    await client.put(`${course.url}/lessons/${lesson.id}/position`, { positionSeconds: 2 });
    const after = (await client.get(course.url)).json();
    expect(after.lessons[1].positionSeconds).toBe(2);
    expect(after.enrollment.lastLessonId).toBe(lesson.id);
    expect((await client.get('/api/v1/courses?sort=alphabetical')).json().enrollments[0].lastLessonId).toBe(lesson.id);

    const other = await enrolledMember(t.app, course);
    await other.client.put(`${course.url}/review`, { rating: 3 });
    const now = (await client.get(course.url)).json();
    expect(now).toMatchObject({ enrolledCount: before.enrolledCount + 1, reviewCount: before.reviewCount + 1 });
    const listed = (await client.get('/api/v1/courses?sort=alphabetical')).json().items.find((c: Summary) => c.id === course.id);
    const was = list.items.find((c: Summary) => c.id === course.id);
    expect(listed.enrolledCount).toBe(was.enrolledCount + 1);

    await watchVideo(client, clock, course, course.lessons[0]!);
    expect((await client.get(course.url)).json().lessons[0].completed).toBe(true);
  });
});

describe('POST /api/v1/courses/:courseId/enrollment', () => {
  it('refuses a second enrolment, counts one, and logs the activity once', async () => {
    const course = await seededCourse(t.app, 'social-media-analytics');
    const { client, user } = await signedUp(t.app);
    const results = await Promise.all([client.post(`${course.url}/enrollment`), client.post(`${course.url}/enrollment`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await client.post(`${course.url}/enrollment`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'already_enrolled', message: 'You are already enrolled in this course' });
    const row = await t.app.database.db.selectFrom('course').select('enrolledCount').where('id', '=', course.id).executeTakeFirstOrThrow();
    expect(Number(row.enrolledCount)).toBe(Number(course.enrolledCount) + 1);
    const activity = await t.app.database.db.selectFrom('activity').select(['type', 'subject']).where('userId', '=', user.id).execute();
    expect(activity).toEqual([{ type: 'course_enrolled', subject: course.title }]);
  });

  it('answers 401 when signed out', async () => {
    const course = await seededCourse(t.app, 'social-media-analytics');
    expect((await new TestClient(t.app).post(`${course.url}/enrollment`)).statusCode).toBe(401);
  });
});
