import type { FastifyInstance } from 'fastify';
import { HEARTBEAT_INTERVAL_MS } from '@skilllink/contracts/courses';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import type { TestClock } from '../../test/clock.js';
import type { Drawn } from './quiz-draw.js';

/** A seeded course as the tests need it: ids and lessons in order. */
export async function seededCourse(app: FastifyInstance, slug: string) {
  const db = app.database.db;
  const course = await db.selectFrom('course').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const lessons = await db.selectFrom('lesson').selectAll().where('courseId', '=', course.id).orderBy('position').execute();
  return { ...course, lessons, url: `/api/v1/courses/${course.id}` };
}
export type SeededCourse = Awaited<ReturnType<typeof seededCourse>>;
type SeededLesson = SeededCourse['lessons'][number];

/**
 * The right (or a wrong) option, as shown, of each question of a stored attempt: what only the
 * server knows, read from its database the way a test may.
 */
export async function attemptKey(app: FastifyInstance, attemptId: string) {
  const db = app.database.db;
  const attempt = await db.selectFrom('quizAttempt').select(['draw', 'lessonId']).where('id', '=', attemptId).executeTakeFirstOrThrow();
  const bank = await db.selectFrom('quizQuestion').select(['id', 'correctIndex']).where('lessonId', '=', attempt.lessonId).execute();
  const correct = new Map(bank.map((q) => [q.id, q.correctIndex]));
  const draw = JSON.parse(attempt.draw!) as Drawn[];
  const right = draw.map((d) => d.o.indexOf(correct.get(d.q)!));
  const wrong = draw.map((d, i) => (right[i]! + 1) % d.o.length);
  return { draw, right, wrong };
}

/** A new member enrolled in the course. */
/** A member enrolled in `course`; `rememberMe` for tests that move the clock past a 12-hour sign-in. */
export async function enrolledMember(app: FastifyInstance, course: SeededCourse, { rememberMe = false } = {}) {
  const member = await signedUp(app, {}, { rememberMe });
  const res = await member.client.post(`${course.url}/enrollment`);
  if (res.statusCode !== 201) throw new Error(`enrol failed: ${res.statusCode} ${res.body}`);
  return member;
}

/**
 * Watches a video lesson the honest way: a heartbeat on play, then one every
 * HEARTBEAT_INTERVAL_MS of (test) clock at normal speed, the last at the end. Answers the
 * heartbeat that completed the lesson (else the last one).
 */
export async function watchVideo(client: TestClient, clock: TestClock, course: SeededCourse, lesson: SeededLesson) {
  const url = `${course.url}/lessons/${lesson.id}/heartbeat`;
  let position = 0;
  let res = await client.post(url, { positionSeconds: 0 });
  let completing = null;
  while (position < lesson.durationSeconds) {
    const next = Math.min(position + HEARTBEAT_INTERVAL_MS / 1000, lesson.durationSeconds);
    clock.advance((next - position) * 1000);
    position = next;
    res = await client.post(url, { positionSeconds: position });
    if (res.statusCode === 200 && res.json().completion) completing = res;
  }
  return completing ?? res;
}

/** Completes one lesson the honest way: a video watched to its end, a quiz passed. */
export async function completeLesson(
  app: FastifyInstance,
  client: TestClient,
  clock: TestClock,
  course: SeededCourse,
  lesson: SeededLesson,
) {
  if (lesson.type === 'video') return watchVideo(client, clock, course, lesson);
  const attempt = (await client.post(`${course.url}/lessons/${lesson.id}/quiz/attempts`)).json();
  const { right } = await attemptKey(app, attempt.id);
  return client.post(`${course.url}/lessons/${lesson.id}/quiz/attempts/${attempt.id}/submit`, { answers: right });
}
