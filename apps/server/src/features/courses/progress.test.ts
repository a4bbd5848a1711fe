import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_PATTERN } from '@skilllink/contracts/certificates';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { testClock } from '../../test/clock.js';
import { signedUp } from '../../test/factories.js';
import { newCertificateCode } from './certificate-code.js';
import { completeLesson, enrolledMember, seededCourse } from './test-helpers.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
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

describe('video heartbeats', () => {
  it('are not fooled by one forged heartbeat, nor by a "watched" figure sent to the completion route', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { client } = await enrolledMember(t.app, course);
    const video = course.lessons[0]!;
    const beat = (positionSeconds: number) => client.post(`${course.url}/lessons/${video.id}/heartbeat`, { positionSeconds });
    const complete = () => client.post(`${course.url}/lessons/${video.id}/complete`, { watchedSeconds: video.durationSeconds });
    // The old attack: "I watched all of it".
    const forged = await complete();
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({ code: 'not_watched', message: 'Watch at least 90% of the video to complete this lesson' });
    // One heartbeat claiming the end only anchors; another at once, or a second later, adds nothing.
    expect((await beat(video.durationSeconds)).json()).toEqual({ watchedSeconds: 0, completed: false, completion: null });
    expect((await beat(video.durationSeconds)).json().completed).toBe(false);
    clock.advance(1000);
    expect((await beat(video.durationSeconds)).json().completed).toBe(false);
    // From the start, the whole video after 2 s of clock is faster than 2x: no credit.
    await beat(0);
    clock.advance(2500);
    expect((await beat(video.durationSeconds)).json()).toMatchObject({ watchedSeconds: 0, completed: false });
    expect((await complete()).statusCode).toBe(400);
    expect((await client.get(course.url)).json().lessons[0].completed).toBe(false);
  });

  it('complete a lesson watched honestly over (simulated) time at 90 %, once, with progress as the share of lessons', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { client } = await enrolledMember(t.app, course);
    const video = course.lessons[0]!;
    const beat = (positionSeconds: number) => client.post(`${course.url}/lessons/${video.id}/heartbeat`, { positionSeconds });
    // Played at 1x from the start, a heartbeat every 2-5 s: 89 % is not enough, 90 % is.
    const ninety = video.durationSeconds * 0.9;
    await beat(0);
    clock.advance(ninety * 500);
    expect((await beat(ninety / 2)).json()).toMatchObject({ watchedSeconds: ninety / 2, completed: false });
    clock.advance(ninety * 500 - 100);
    expect((await beat(ninety - 0.1)).json()).toMatchObject({ completed: false, completion: null });
    clock.advance(2000);
    const done = await beat(ninety);
    expect(done.statusCode).toBe(200);
    const expected = Math.round(100 / course.lessons.length);
    expect(done.json()).toMatchObject({
      watchedSeconds: ninety,
      completed: true,
      completion: { enrollment: { progress: expected, lastLessonId: video.id }, courseCompleted: false, certificateCode: null },
    });
    // Later heartbeats and the completion route say it is done, without completing it again.
    clock.advance(2000);
    expect((await beat(video.durationSeconds)).json()).toMatchObject({ completed: true, completion: null });
    expect((await client.post(`${course.url}/lessons/${video.id}/complete`)).json().enrollment.progress).toBe(expected);
    expect((await client.get(course.url)).json().lessons[0].completed).toBe(true);
  });

  it('credit 2x playback but not a seek forward, a replay, or many heartbeats in a burst', async () => {
    const course = await seededCourse(t.app, 'python-data-analysis');
    const { client } = await enrolledMember(t.app, course);
    // The longest video of the course (the seed's clips are 7-10 s).
    const video = course.lessons.filter((l) => l.type === 'video').sort((x, y) => y.durationSeconds - x.durationSeconds)[0]!;
    expect(video.durationSeconds).toBeGreaterThanOrEqual(9);
    const beat = async (positionSeconds: number) =>
      (await client.post(`${course.url}/lessons/${video.id}/heartbeat`, { positionSeconds })).json().watchedSeconds;
    await beat(0);
    clock.advance(2000);
    expect(await beat(3.5)).toBe(3.5); // under 2x speed (2 s of clock allow 4 s, plus 1 s of tolerance)
    clock.advance(2000);
    expect(await beat(9)).toBe(3.5); // seeked past what was watched: no credit...
    clock.advance(31_000);
    expect(await beat(9)).toBe(3.5); // ...nor after a silence: that only anchors again...
    clock.advance(2000);
    expect(await beat(9.5)).toBe(3.5); // ...and playing on beyond the jump counts nothing
    clock.advance(2000);
    expect(await beat(2)).toBe(3.5); // back to a verified point
    clock.advance(2000);
    expect(await beat(5)).toBe(5); // plays on: counts from there
    // A burst of heartbeats 10 ms apart collects the tolerance once: the anchor stays until 2 s have passed.
    const burst = [];
    for (let i = 1; i <= 5; i += 1) {
      clock.advance(10);
      burst.push(await beat(5 + i));
    }
    expect(burst).toEqual([6, 6, 6, 6, 6]);
  });

  it('complete honest playback whose heartbeats arrive late and bunched up, once the last one is sent again', async () => {
    const course = await seededCourse(t.app, 'python-data-analysis');
    const { client } = await enrolledMember(t.app, course);
    const video = course.lessons.find((l) => l.type === 'video')!;
    const end = video.durationSeconds;
    expect(end).toBeLessThanOrEqual(10);
    const beat = async (positionSeconds: number) =>
      (await client.post(`${course.url}/lessons/${video.id}/heartbeat`, { positionSeconds })).json();
    // A busy network held "play" 4 s: it arrives 1 s before the heartbeat at 5 s, then pause and ended.
    await beat(0);
    clock.advance(1000);
    expect(await beat(5)).toMatchObject({ watchedSeconds: 0, completed: false });
    clock.advance(1500);
    expect(await beat(end)).toMatchObject({ completed: false });
    clock.advance(100);
    expect(await beat(end)).toMatchObject({ completed: false });
    // The player sends the last heartbeat again a little later: real time now covers the video.
    clock.advance(2500);
    expect(await beat(end)).toMatchObject({ watchedSeconds: end, completed: true, completion: { courseCompleted: false } });
  });

  it('refuse quiz lessons, bad input, members not enrolled, and the signed out', async () => {
    const course = await seededCourse(t.app, 'responsive-web-design');
    const { client } = await enrolledMember(t.app, course);
    const quiz = course.lessons.find((l) => l.type === 'quiz')!;
    const res = await client.post(`${course.url}/lessons/${quiz.id}/heartbeat`, { positionSeconds: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('quiz_lesson');
    expect((await client.post(`${course.url}/lessons/${quiz.id}/complete`)).json().error.code).toBe('quiz_lesson');
    const url = `${course.url}/lessons/${course.lessons[0]!.id}/heartbeat`;
    const negative = await client.post(url, { positionSeconds: -3 });
    expect(negative.json().error.message).toContain('Position cannot be negative');
    expect((await client.post(url, { positionSeconds: 'all' })).statusCode).toBe(400);
    const stranger = await signedUp(t.app);
    expect((await stranger.client.post(url, { positionSeconds: 1 })).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(url, { positionSeconds: 1 })).statusCode).toBe(401);
  });
});

describe('course completion', () => {
  it('completes the course only after every lesson, with one certificate, activity and notification', async () => {
    const course = await seededCourse(t.app, 'brand-identity-design');
    const { client, user } = await enrolledMember(t.app, course);
    const db = t.app.database.db;
    for (const lesson of course.lessons.slice(0, -1)) {
      const res = await completeLesson(t.app, client, clock, course, lesson);
      expect(res.statusCode).toBe(200);
      expect(res.json().completion.courseCompleted).toBe(false);
    }
    expect(await db.selectFrom('certificate').selectAll().where('userId', '=', user.id).execute()).toEqual([]);
    expect((await client.get(course.url)).json().enrollment.completedAt).toBeNull();

    const last = await completeLesson(t.app, client, clock, course, course.lessons.at(-1)!);
    const completion = last.json().completion;
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
      expect((await completeLesson(t.app, client, clock, course, lesson)).statusCode).toBe(200);
    // Both watched to 89 % first, then the last heartbeats of both arrive several times at once.
    for (const lesson of lastTwo) {
      const url = `${course.url}/lessons/${lesson.id}/heartbeat`;
      await client.post(url, { positionSeconds: 0 });
      clock.advance(lesson.durationSeconds * 445);
      await client.post(url, { positionSeconds: lesson.durationSeconds * 0.89 });
    }
    clock.advance(3000);
    const finish = (lesson: (typeof lastTwo)[number]) =>
      client.post(`${course.url}/lessons/${lesson.id}/heartbeat`, { positionSeconds: lesson.durationSeconds });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => finish(lastTwo[i % 2]!)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = results.map((r) => r.json().completion).filter(Boolean);
    expect(bodies.filter((b) => b.courseCompleted)).toHaveLength(1);
    const rows = await t.app.database.db.selectFrom('certificate').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    const codes = new Set(bodies.map((b) => b.certificateCode).filter(Boolean));
    expect([...codes]).toEqual([rows[0]!.code]);
    const notes = await t.app.database.db.selectFrom('notification').select('id').where('userId', '=', user.id).execute();
    expect(notes).toHaveLength(1);
  });
});
