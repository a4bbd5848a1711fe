import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { enrolledMember, seededCourse, type SeededCourse } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const quizOf = (course: SeededCourse) => course.lessons.find((l) => l.type === 'quiz')!;
const attemptsUrl = (course: SeededCourse) => `${course.url}/lessons/${quizOf(course).id}/quiz/attempts`;

describe('quiz attempts', () => {
  it('sends the questions without answers, and grades a submission on the server', async () => {
    const course = await seededCourse(t.app, 'javascript-fundamentals');
    const { client } = await enrolledMember(t.app, course);
    const started = await client.post(attemptsUrl(course));
    expect(started.statusCode).toBe(200);
    const attempt = started.json();
    expect(attempt).toMatchObject({ title: 'Quiz: JavaScript basics', passingScore: 70, timeLimitSeconds: null, deadlineAt: null });
    expect(attempt.questions.length).toBe(course.answersOf(quizOf(course).id).length);
    expect(started.body).not.toMatch(/correct/i);
    // Starting again (a reload) gives the same open attempt.
    expect((await client.post(attemptsUrl(course))).json().id).toBe(attempt.id);

    const wrong = course.wrongOf(quizOf(course).id);
    const failed = await client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers: wrong });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ score: 0, passed: false, passingScore: 70, completion: null });
    expect(failed.json().correctAnswers).toEqual(course.answersOf(quizOf(course).id));
    // Submitted once; a retake is a new attempt.
    const twice = await client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers: course.answersOf(quizOf(course).id) });
    expect(twice.statusCode).toBe(409);
    const retake = (await client.post(attemptsUrl(course))).json();
    expect(retake.id).not.toBe(attempt.id);
    // All but one right (n − 1 of n, rounded): a pass at 70, which completes the lesson.
    const answers = course.answersOf(quizOf(course).id);
    const almost = Math.round(((answers.length - 1) / answers.length) * 100);
    answers[0] = course.wrongOf(quizOf(course).id)[0]!;
    const passed = (await client.post(`${attemptsUrl(course)}/${retake.id}/submit`, { answers })).json();
    expect(passed).toMatchObject({ score: almost, passed: true, completion: { courseCompleted: false } });
    expect((await client.get(course.url)).json().lessons.find((l: { type: string }) => l.type === 'quiz').completed).toBe(true);
    const rows = await t.app.database.db
      .selectFrom('quizAttempt')
      .select(['score', 'passed'])
      .where('lessonId', '=', quizOf(course).id)
      .execute();
    expect(rows.map((r) => r.score).sort()).toEqual([0, almost]);
  });

  it('refuses a forged pass: a "passed" or score from the client is ignored and wrong answers never complete', async () => {
    const course = await seededCourse(t.app, 'python-data-analysis');
    const { client } = await enrolledMember(t.app, course);
    const attempt = (await client.post(attemptsUrl(course))).json();
    const res = await client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, {
      answers: course.wrongOf(quizOf(course).id),
      passed: true,
      score: 100,
    });
    expect(res.json()).toMatchObject({ passed: false, score: 0, completion: null });
    // Nor can the quiz be completed as if it were a video.
    expect((await client.post(`${course.url}/lessons/${quizOf(course).id}/complete`, { watchedSeconds: 9999 })).statusCode).toBe(400);
    expect((await client.get(course.url)).json().lessons.find((l: { type: string }) => l.type === 'quiz').completed).toBe(false);
  });

  it('needs every question answered before the deadline, and valid options', async () => {
    const course = await seededCourse(t.app, 'mobile-first-ux-design');
    const { client } = await enrolledMember(t.app, course);
    const attempt = (await client.post(attemptsUrl(course))).json();
    const url = `${attemptsUrl(course)}/${attempt.id}/submit`;
    const answers = course.answersOf(quizOf(course).id);
    const partial = await client.post(url, { answers: [answers[0], null, answers[2]] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toMatchObject({ code: 'quiz_incomplete', message: 'Answer all questions to submit' });
    expect((await client.post(url, { answers: answers.slice(1) })).json().error.message).toBe('Answer all questions to submit');
    expect((await client.post(url, { answers: [...answers, 0] })).statusCode).toBe(400);
    expect((await client.post(url, { answers: [99, ...answers.slice(1)] })).json().error.message).toContain('Not one of the options');
    expect((await client.post(url, { answers: [-1, ...answers.slice(1)] })).statusCode).toBe(400);
    expect((await client.post(url, { answers: 'abc' })).statusCode).toBe(400);
    expect((await client.post(url, { answers })).json().passed).toBe(true);
  });

  it("keeps a timed quiz's deadline across reloads, and after it grades unanswered questions as wrong", async () => {
    const course = await seededCourse(t.app, 'react-typescript-in-practice');
    const quiz = quizOf(course);
    expect(quiz.timeLimitSeconds).toBe(120);
    const { client } = await enrolledMember(t.app, course);
    const first = (await client.post(attemptsUrl(course))).json();
    expect(first.timeLimitSeconds).toBe(120);
    expect(Date.parse(first.deadlineAt) - Date.parse(first.startedAt)).toBe(120_000);
    const reload = (await client.post(attemptsUrl(course))).json();
    expect(reload).toMatchObject({ id: first.id, deadlineAt: first.deadlineAt, startedAt: first.startedAt });

    // Time passes beyond the deadline: the open attempt is not handed out again, and its late
    // submission is graded with the unanswered questions wrong.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(first.deadlineAt) + 1000 });
    try {
      const answers = course.answersOf(quiz.id);
      const twoAnswered = answers.map((a, i) => (i < 2 ? a : null));
      const late = await client.post(`${attemptsUrl(course)}/${first.id}/submit`, { answers: twoAnswered });
      expect(late.statusCode).toBe(200);
      expect(late.json()).toMatchObject({ score: Math.round((2 / answers.length) * 100), passed: false });
      const next = (await client.post(attemptsUrl(course))).json();
      expect(next.id).not.toBe(first.id);
    } finally {
      vi.useRealTimers();
    }
  });

  it("hides other members' attempts and refuses members not enrolled, non-quiz lessons and the signed out", async () => {
    const course = await seededCourse(t.app, 'nodejs-rest-apis');
    const a = await enrolledMember(t.app, course);
    const b = await enrolledMember(t.app, course);
    const attempt = (await a.client.post(attemptsUrl(course))).json();
    const stolen = await b.client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers: course.answersOf(quizOf(course).id) });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('attempt_not_found');
    const stranger = await signedUp(t.app);
    expect((await stranger.client.post(attemptsUrl(course))).statusCode).toBe(403);
    const video = await a.client.post(`${course.url}/lessons/${course.lessons[0]!.id}/quiz/attempts`);
    expect(video.json().error.code).toBe('not_a_quiz');
    expect((await new TestClient(t.app).post(attemptsUrl(course))).statusCode).toBe(401);
  });
});
