import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { completeLesson, enrolledMember, seededCourse } from './test-helpers.js';
import { testClock } from '../../test/clock.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

describe('a certificate is earned only by learning', () => {
  it('refuses the script attack: enrolling and claiming every lesson in a few calls earns nothing', async () => {
    const course = await seededCourse(t.app, 'javascript-fundamentals');
    const { client, user } = await enrolledMember(t.app, course);
    for (const lesson of course.lessons) {
      const url = `${course.url}/lessons/${lesson.id}`;
      if (lesson.type === 'video') {
        // "Watched it all", then heartbeats from start to end in the same instant.
        expect((await client.post(`${url}/complete`, { watchedSeconds: lesson.durationSeconds })).statusCode).toBe(400);
        await client.post(`${url}/heartbeat`, { positionSeconds: 0 });
        expect((await client.post(`${url}/heartbeat`, { positionSeconds: lesson.durationSeconds })).json().completed).toBe(false);
        continue;
      }
      // Guess, read the "answers" from the result, and retake: nothing to read, and 3 tries a day.
      for (let i = 0; i < 3; i += 1) {
        const attempt = (await client.post(`${url}/quiz/attempts`)).json();
        const result = await client.post(`${url}/quiz/attempts/${attempt.id}/submit`, { answers: attempt.questions.map(() => 0) });
        expect(result.body).not.toMatch(/correctAnswers/);
      }
      expect((await client.post(`${url}/quiz/attempts`)).statusCode).toBe(429);
    }
    const db = t.app.database.db;
    expect(await db.selectFrom('certificate').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    const detail = (await client.get(course.url)).json();
    expect(detail.enrollment.completedAt).toBeNull();
    expect(detail.certificateCode).toBeNull();
    expect(detail.lessons.filter((l: { type: string; completed: boolean }) => l.type === 'video' && l.completed)).toEqual([]);
  });

  it('issues a certificate that says what it proves: the lessons watched and the quiz scores, also on verification', async () => {
    const course = await seededCourse(t.app, 'brand-identity-design');
    const { client } = await enrolledMember(t.app, course);
    for (const lesson of course.lessons) expect((await completeLesson(t.app, client, clock, course, lesson)).statusCode).toBe(200);
    const videos = course.lessons.filter((l) => l.type === 'video');
    const quizzes = course.lessons.filter((l) => l.type === 'quiz');
    const evidence = {
      videoLessons: videos.length,
      lessonsWatched: videos.length,
      watchedSeconds: videos.reduce((sum, l) => sum + l.durationSeconds, 0),
      quizzes: quizzes.map((q) => ({ title: q.title, score: 100, passingScore: q.passingScore })),
    };
    const [certificate] = (await client.get('/api/v1/certificates')).json().items;
    expect(certificate).toMatchObject({ courseId: course.id, grade: 'Passed', evidence });
    const verified = (await client.get(`/api/v1/certificates/verify/${certificate.verificationCode}`)).json();
    expect(verified).toMatchObject({ valid: true, evidence });
  });
});

describe('heartbeats are bounded', () => {
  it('answers 429 past the per-member heartbeat limit', async () => {
    // Limits scaled down (RATE_LIMIT_FACTOR 0.1): 4 heartbeats a minute instead of 40.
    const small = await buildTestApp({ RATE_LIMIT_FACTOR: '0.1' }, { now: clock.now });
    try {
      const course = await seededCourse(small.app, 'javascript-fundamentals');
      const { client } = await enrolledMember(small.app, course);
      const url = `${course.url}/lessons/${course.lessons[0]!.id}/heartbeat`;
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await client.post(url, { positionSeconds: i })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await small.close();
    }
  });
});
