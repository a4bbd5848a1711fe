import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '@skilllink/contracts/certificates';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { newCertificateCode } from './certificate-code.js';
import { completeLesson, enrolledMember, seededCourse } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

describe('certificate codes', () => {
  it('match the contract pattern and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, newCertificateCode);
    expect(codes.every((c) => CERTIFICATE_CODE_PATTERN.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('PUT …/lessons/:lessonId/position', () => {
  it('keeps where the member stopped and makes that lesson the one Continue resumes', async () => {
    const course = await seededCourse(t.app, 'javascript-fundamentals');
    const { client } = await enrolledMember(t.app, course);
    const lesson = course.lessons[2]!;
    expect((await client.put(`${course.url}/lessons/${lesson.id}/position`, { positionSeconds: 4 })).statusCode).toBe(204);
    // Past the end is kept as the end.
    expect((await client.put(`${course.url}/lessons/${course.lessons[0]!.id}/position`, { positionSeconds: 999 })).statusCode).toBe(204);
    expect((await client.put(`${course.url}/lessons/${lesson.id}/position`, { positionSeconds: 5 })).statusCode).toBe(204);
    const detail = (await client.get(course.url)).json();
    expect(detail.enrollment.lastLessonId).toBe(lesson.id);
    expect(detail.lessons[2]).toMatchObject({ positionSeconds: 5, completed: false });
    expect(detail.lessons[0].positionSeconds).toBe(course.lessons[0]!.durationSeconds);
  });

  it('refuses bad positions, members not enrolled, lessons of other courses, and the signed out', async () => {
    const course = await seededCourse(t.app, 'javascript-fundamentals');
    const other = await seededCourse(t.app, 'nodejs-rest-apis');
    const { client } = await enrolledMember(t.app, course);
    const url = `${course.url}/lessons/${course.lessons[0]!.id}/position`;
    for (const [body, message] of [
      [{ positionSeconds: -1 }, 'Position cannot be negative'],
      [{ positionSeconds: 1.5 }, 'Position must be whole seconds'],
      [{}, 'positionSeconds'],
    ] as const) {
      const res = await client.put(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const foreign = await client.put(`${course.url}/lessons/${other.lessons[0]!.id}/position`, { positionSeconds: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('lesson_not_found');
    const stranger = await signedUp(t.app);
    const refused = await stranger.client.put(url, { positionSeconds: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'not_enrolled', message: expect.stringContaining('Enrollment Required') });
    expect((await new TestClient(t.app).put(url, { positionSeconds: 1 })).statusCode).toBe(401);
  });
});

describe('POST …/lessons/:lessonId/complete', () => {
  it('completes a video watched to 90 %, idempotently, with progress as the rounded share of lessons', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { client } = await enrolledMember(t.app, course);
    const video = course.lessons[0]!;
    const url = `${course.url}/lessons/${video.id}/complete`;
    const short = await client.post(url, { watchedSeconds: video.durationSeconds * 0.89 });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'not_watched', message: 'Watch at least 90% of the video to complete this lesson' });
    const done = await client.post(url, { watchedSeconds: video.durationSeconds * 0.9 });
    expect(done.statusCode).toBe(200);
    const expected = Math.round(100 / course.lessons.length);
    expect(done.json()).toMatchObject({
      enrollment: { progress: expected, lastLessonId: video.id },
      courseCompleted: false,
      certificateCode: null,
    });
    expect((await client.post(url, { watchedSeconds: video.durationSeconds })).json().enrollment.progress).toBe(expected);
    expect((await client.get(course.url)).json().lessons[0].completed).toBe(true);
  });

  it('refuses quiz lessons, bad input, members not enrolled, and the signed out', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { client } = await enrolledMember(t.app, course);
    const quiz = course.lessons.find((l) => l.type === 'quiz')!;
    const res = await client.post(`${course.url}/lessons/${quiz.id}/complete`, { watchedSeconds: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('quiz_lesson');
    const url = `${course.url}/lessons/${course.lessons[0]!.id}/complete`;
    const negative = await client.post(url, { watchedSeconds: -3 });
    expect(negative.json().error.message).toContain('Watched time cannot be negative');
    expect((await client.post(url, { watchedSeconds: 'all' })).statusCode).toBe(400);
    const stranger = await signedUp(t.app);
    expect((await stranger.client.post(url, { watchedSeconds: 60 })).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(url, { watchedSeconds: 60 })).statusCode).toBe(401);
  });
});

describe('course completion', () => {
  it('completes the course only after every lesson, with one certificate, activity and notification', async () => {
    const course = await seededCourse(t.app, 'brand-identity-design');
    const { client, user } = await enrolledMember(t.app, course);
    const db = t.app.database.db;
    for (const lesson of course.lessons.slice(0, -1)) {
      const res = await completeLesson(client, course, lesson);
      expect(res.statusCode).toBe(200);
      const completion = lesson.type === 'quiz' ? res.json().completion : res.json();
      expect(completion.courseCompleted).toBe(false);
    }
    expect(await db.selectFrom('certificate').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
    expect((await client.get(course.url)).json().enrollment.completedAt).toBeNull();

    const last = await completeLesson(client, course, course.lessons.at(-1)!);
    const completion = course.lessons.at(-1)!.type === 'quiz' ? last.json().completion : last.json();
    expect(completion).toMatchObject({ courseCompleted: true, enrollment: { progress: 100, completedAt: expect.any(String) } });
    expect(completion.certificateCode).toMatch(CERTIFICATE_CODE_PATTERN);
    const certificate = await db.selectFrom('certificate').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(certificate).toMatchObject({ code: completion.certificateCode, courseId: course.id, grade: 'Passed' });
    const detail = (await client.get(course.url)).json();
    expect(detail.certificateCode).toBe(completion.certificateCode);
    const activity = await db.selectFrom('activity').select('type').where('userId', '=', user.id).orderBy('type').execute();
    expect(activity.map((a) => a.type)).toEqual(['certificate_earned', 'course_completed', 'course_enrolled']);
    const notes = await db.selectFrom('notification').selectAll().where('userId', '=', user.id).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'achievement',
      kind: 'course.certificate_earned',
      params: JSON.stringify({ courseTitle: course.title }),
    });
    expect(JSON.parse(notes[0]!.data)).toEqual({ courseId: course.id, code: completion.certificateCode });
    // A completed course leaves Continue Learning.
    expect((await client.get('/api/v1/courses')).json().continueLearning).toEqual([]);
  });

  it('issues exactly one certificate under concurrent completion calls', async () => {
    const course = await seededCourse(t.app, 'digital-marketing-small-business');
    const { client, user } = await enrolledMember(t.app, course);
    // Everything but the last two videos, then both of those several times at once.
    const videos = course.lessons.filter((l) => l.type === 'video');
    const lastTwo = videos.slice(-2);
    for (const lesson of course.lessons.filter((l) => !lastTwo.includes(l)))
      expect((await completeLesson(client, course, lesson)).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => completeLesson(client, course, lastTwo[i % 2]!)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = results.map((r) => r.json());
    expect(bodies.filter((b) => b.courseCompleted)).toHaveLength(1);
    const rows = await t.app.database.db.selectFrom('certificate').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    const codes = new Set(bodies.map((b) => b.certificateCode).filter(Boolean));
    expect([...codes]).toEqual([rows[0]!.code]);
    const notes = await t.app.database.db.selectFrom('notification').select('id').where('userId', '=', user.id).execute();
    expect(notes).toHaveLength(1);
  });
});
