import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS_PER_ATTEMPT } from '@skilllink/contracts/courses';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { testClock } from '../../test/clock.js';
import { signedUp } from '../../test/factories.js';
import { newId } from '../../platform/ids.js';
import { DEADLINE_GRACE_MS } from './quiz.service.js';
import { attemptKey, enrolledMember, seededCourse, type SeededCourse } from './test-helpers.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: clock.now });
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const quizOf = (course: SeededCourse) => course.lessons.find((l) => l.type === 'quiz')!;
const attemptsUrl = (course: SeededCourse) => `${course.url}/lessons/${quizOf(course).id}/quiz/attempts`;
const bankSize = async (lessonId: string) =>
  (await t.app.database.db.selectFrom('quizQuestion').select('id').where('lessonId', '=', lessonId).execute()).length;

/** Grows a quiz's bank to `size` questions of four options (the seed's banks may be smaller). */
async function growBank(lessonId: string, size: number) {
  const db = t.app.database.db;
  for (let n = await bankSize(lessonId); n < size; n += 1) {
    const question = `Extra question ${n + 1} of ${lessonId}`;
    await db
      .insertInto('quizQuestion')
      .values({ id: newId(), lessonId, position: n + 1, question, options: JSON.stringify(['w', 'x', 'y', 'z']), correctIndex: n % 4 })
      .execute();
  }
}

/** Nothing in an attempt or result says which option is right: only fields the contract allows. */
function expectNoAnswerKey(body: Record<string, unknown>) {
  expect(JSON.stringify(body)).not.toMatch(/correctAnswers|correctIndex|answerKey|rightOption/);
  if ('questions' in body && Array.isArray(body.questions)) {
    for (const q of body.questions as Record<string, unknown>[]) {
      expect(Object.keys(q).sort()).toEqual('options' in q ? ['id', 'options', 'question'] : ['correct', 'id']);
    }
  }
}

describe('quiz attempts', () => {
  it('never carries the right options: not on start, not on a failed submit, not on a passed one', async () => {
    const course = await seededCourse(t.app, 'javascript-fundamentals');
    const quiz = quizOf(course);
    const { client } = await enrolledMember(t.app, course);
    const started = await client.post(attemptsUrl(course));
    expect(started.statusCode).toBe(200);
    const attempt = started.json();
    expect(attempt).toMatchObject({ title: 'Quiz: JavaScript basics', passingScore: 70, timeLimitSeconds: null, deadlineAt: null });
    expect(attempt.questions.length).toBe(Math.min(QUIZ_QUESTIONS_PER_ATTEMPT, await bankSize(quiz.id)));
    expect(attempt.answers).toEqual(attempt.questions.map(() => null));
    expectNoAnswerKey(attempt);
    // Starting again (a reload) gives the same open attempt, same draw.
    const reload = (await client.post(attemptsUrl(course))).json();
    expect(reload).toMatchObject({ id: attempt.id, questions: attempt.questions });

    const key = await attemptKey(t.app, attempt.id);
    const failed = await client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers: key.wrong });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      score: 0,
      passed: false,
      passingScore: 70,
      completion: null,
      attemptsLeft: 2,
      nextAttemptAt: null,
    });
    // Which questions were wrong (all of them), never which option was right.
    expect(failed.json().questions).toEqual(attempt.questions.map((q: { id: string }) => ({ id: q.id, correct: false })));
    expectNoAnswerKey(failed.json());
    // Submitted again (a lost answer, the offline queue): the grade given then, not a new grading.
    const twice = await client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers: key.right });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(failed.json());
    // Nor does an answer change it afterwards.
    expect((await client.put(`${attemptsUrl(course)}/${attempt.id}/answers/0`, { option: key.right[0] })).statusCode).toBe(409);

    const retake = (await client.post(attemptsUrl(course))).json();
    expect(retake.id).not.toBe(attempt.id);
    expectNoAnswerKey(retake);
    const retakeKey = await attemptKey(t.app, retake.id);
    // One wrong: still a pass at 70 with four or more questions; the wrong one is named.
    const answers = [retakeKey.wrong[0]!, ...retakeKey.right.slice(1)];
    const passed = (await client.post(`${attemptsUrl(course)}/${retake.id}/submit`, { answers })).json();
    const count = retake.questions.length;
    expect(passed).toMatchObject({ score: Math.round(((count - 1) / count) * 100), passed: true, completion: { courseCompleted: false } });
    expect(passed.questions.map((q: { correct: boolean }) => q.correct)).toEqual(retake.questions.map((_: unknown, i: number) => i > 0));
    expectNoAnswerKey(passed);
    expect((await client.get(course.url)).json().lessons.find((l: { type: string }) => l.type === 'quiz').completed).toBe(true);
  });

  it('draws the questions and their option order afresh for each attempt, from a bank larger than one attempt', async () => {
    const course = await seededCourse(t.app, 'nodejs-rest-apis');
    const quiz = quizOf(course);
    await growBank(quiz.id, 12);
    const draws: string[] = [];
    const orders: string[] = [];
    for (let member = 0; member < 2; member += 1) {
      const { client } = await enrolledMember(t.app, course);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = (await client.post(attemptsUrl(course))).json();
        expect(started.questions).toHaveLength(QUIZ_QUESTIONS_PER_ATTEMPT);
        expect(new Set(started.questions.map((q: { id: string }) => q.id)).size).toBe(QUIZ_QUESTIONS_PER_ATTEMPT);
        const { draw, right } = await attemptKey(t.app, started.id);
        draws.push(
          draw
            .map((d) => d.q)
            .sort()
            .join(),
        );
        orders.push(draw.map((d) => d.o.join('')).join('|'));
        // Graded on the stored draw: the right options as shown score 100.
        expect((await client.post(`${attemptsUrl(course)}/${started.id}/submit`, { answers: right })).json().score).toBe(100);
      }
    }
    // Six draws of 5 from 12 (792 possible sets): all alike would be a broken draw.
    expect(new Set(draws).size).toBeGreaterThan(1);
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('refuses a 4th attempt within 24 hours with the time to wait, and allows it after', async () => {
    const course = await seededCourse(t.app, 'python-data-analysis');
    // Signed in with "Remember me": a day passes, longer than a browser-session sign-in lasts.
    const { client } = await enrolledMember(t.app, course, { rememberMe: true });
    const firstAt = clock.ms;
    for (let i = 0; i < 3; i += 1) {
      const attempt = (await client.post(attemptsUrl(course))).json();
      const key = await attemptKey(t.app, attempt.id);
      const result = (await client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers: key.wrong })).json();
      expect(result.attemptsLeft).toBe(2 - i);
      clock.advance(60 * 60 * 1000);
    }
    // Three hours later: the first attempt frees its slot 21 hours from now.
    const refused = await client.post(attemptsUrl(course));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'quiz_attempts_used',
      message: 'You have used your 3 attempts. Try again in 21 h',
      fields: { nextAttemptAt: new Date(firstAt + DAY_MS).toISOString() },
    });
    clock.advance(DAY_MS - 3 * 60 * 60 * 1000 - 60_000);
    expect((await client.post(attemptsUrl(course))).json().error.message).toBe('You have used your 3 attempts. Try again in 1 min');
    clock.advance(60_001);
    const allowed = await client.post(attemptsUrl(course));
    expect(allowed.statusCode).toBe(200);
  });

  it('grades a late submission at the deadline: answers saved before it count, anything after does not', async () => {
    const course = await seededCourse(t.app, 'react-typescript-in-practice');
    const quiz = quizOf(course);
    expect(quiz.timeLimitSeconds).toBe(120);
    const { client } = await enrolledMember(t.app, course);
    const first = (await client.post(attemptsUrl(course))).json();
    expect(Date.parse(first.deadlineAt) - Date.parse(first.startedAt)).toBe(120_000);
    const { right } = await attemptKey(t.app, first.id);
    const url = `${attemptsUrl(course)}/${first.id}`;
    clock.advance(30_000);
    // Two answers saved as picked, in time; a reload keeps them and the clock.
    expect((await client.put(`${url}/answers/0`, { option: right[0] })).statusCode).toBe(204);
    expect((await client.put(`${url}/answers/1`, { option: right[1] })).statusCode).toBe(204);
    expect((await client.post(attemptsUrl(course))).json()).toMatchObject({
      id: first.id,
      deadlineAt: first.deadlineAt,
      answers: [right[0], right[1], ...right.slice(2).map(() => null)],
    });

    // 15 s after the deadline: past the grace, nothing more is saved, and the submission's
    // answers (all right) do not count; the attempt is graded as submitted at the deadline.
    clock.advance(90_000 + 15_000);
    expect(15_000).toBeGreaterThan(DEADLINE_GRACE_MS);
    const tooLate = await client.put(`${url}/answers/2`, { option: right[2] });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.code).toBe('deadline_passed');
    const late = await client.post(`${url}/submit`, { answers: right });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ score: Math.round((2 / right.length) * 100), passed: false, completion: null });
    const row = await t.app.database.db
      .selectFrom('quizAttempt')
      .select('submittedAt')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.submittedAt!).toISOString()).toBe(first.deadlineAt);
    // The expired attempt is not handed out again.
    expect((await client.post(attemptsUrl(course))).json().id).not.toBe(first.id);
  });

  it('accepts a submission within the grace after the deadline, with unanswered questions wrong', async () => {
    const course = await seededCourse(t.app, 'react-typescript-in-practice');
    const { client } = await enrolledMember(t.app, course);
    const attempt = (await client.post(attemptsUrl(course))).json();
    const { right } = await attemptKey(t.app, attempt.id);
    clock.advance(120_000 + DEADLINE_GRACE_MS - 1000);
    const answers = right.map((r, i) => (i < 2 ? r : null));
    const res = await client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers });
    expect(res.json()).toMatchObject({ score: Math.round((2 / right.length) * 100), passed: false });
  });

  it('needs every question answered before the deadline, and valid options', async () => {
    const course = await seededCourse(t.app, 'mobile-first-ux-design');
    const { client } = await enrolledMember(t.app, course);
    const attempt = (await client.post(attemptsUrl(course))).json();
    const url = `${attemptsUrl(course)}/${attempt.id}/submit`;
    const { right } = await attemptKey(t.app, attempt.id);
    const partial = await client.post(url, { answers: [right[0], null, ...right.slice(2)] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toMatchObject({ code: 'quiz_incomplete', message: 'Answer all questions to submit' });
    expect((await client.post(url, { answers: right.slice(1) })).json().error.message).toBe('Answer all questions to submit');
    expect((await client.post(url, { answers: [...right, 0] })).statusCode).toBe(400);
    expect((await client.post(url, { answers: [99, ...right.slice(1)] })).json().error.message).toContain('Not one of the options');
    expect((await client.post(url, { answers: [-1, ...right.slice(1)] })).statusCode).toBe(400);
    expect((await client.post(url, { answers: 'abc' })).statusCode).toBe(400);
    expect((await client.put(`${attemptsUrl(course)}/${attempt.id}/answers/99`, { option: 0 })).statusCode).toBe(400);
    expect((await client.put(`${attemptsUrl(course)}/${attempt.id}/answers/0`, { option: 99 })).statusCode).toBe(400);
    // Saved answers count with the submitted ones.
    expect((await client.put(`${attemptsUrl(course)}/${attempt.id}/answers/1`, { option: right[1] })).statusCode).toBe(204);
    expect((await client.post(url, { answers: [right[0], null, ...right.slice(2)] })).json().passed).toBe(true);
  });

  it('refuses a forged pass: a "passed" or score from the client is ignored and wrong answers never complete', async () => {
    const course = await seededCourse(t.app, 'brand-identity-design');
    const { client } = await enrolledMember(t.app, course);
    const attempt = (await client.post(attemptsUrl(course))).json();
    const { wrong } = await attemptKey(t.app, attempt.id);
    const res = await client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers: wrong, passed: true, score: 100 });
    expect(res.json()).toMatchObject({ passed: false, score: 0, completion: null });
    // Nor can the quiz be completed as if it were a video.
    expect((await client.post(`${course.url}/lessons/${quizOf(course).id}/complete`, { watchedSeconds: 9999 })).statusCode).toBe(400);
    expect((await client.get(course.url)).json().lessons.find((l: { type: string }) => l.type === 'quiz').completed).toBe(false);
  });

  it("hides other members' attempts and refuses members not enrolled, non-quiz lessons and the signed out", async () => {
    const course = await seededCourse(t.app, 'nodejs-rest-apis');
    const a = await enrolledMember(t.app, course);
    const b = await enrolledMember(t.app, course);
    const attempt = (await a.client.post(attemptsUrl(course))).json();
    const { right } = await attemptKey(t.app, attempt.id);
    const stolen = await b.client.post(`${attemptsUrl(course)}/${attempt.id}/submit`, { answers: right });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('attempt_not_found');
    expect((await b.client.put(`${attemptsUrl(course)}/${attempt.id}/answers/0`, { option: 0 })).statusCode).toBe(404);
    const stranger = await signedUp(t.app);
    expect((await stranger.client.post(attemptsUrl(course))).statusCode).toBe(403);
    const video = await a.client.post(`${course.url}/lessons/${course.lessons[0]!.id}/quiz/attempts`);
    expect(video.json().error.code).toBe('not_a_quiz');
    expect((await new TestClient(t.app).post(attemptsUrl(course))).statusCode).toBe(401);
  });
});
