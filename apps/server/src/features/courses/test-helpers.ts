import type { FastifyInstance } from 'fastify';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';

/** A seeded course as the tests need it: ids, lessons in order and each quiz's correct answers. */
export async function seededCourse(app: FastifyInstance, slug: string) {
  const db = app.database.db;
  const course = await db.selectFrom('course').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const lessons = await db.selectFrom('lesson').selectAll().where('courseId', '=', course.id).orderBy('position').execute();
  const questions = await db
    .selectFrom('quizQuestion')
    .select(['lessonId', 'correctIndex', 'options'])
    .where(
      'lessonId',
      'in',
      lessons.map((l) => l.id),
    )
    .orderBy('position')
    .execute();
  const answersOf = (lessonId: string) => questions.filter((q) => q.lessonId === lessonId).map((q) => q.correctIndex);
  const wrongOf = (lessonId: string) =>
    questions.filter((q) => q.lessonId === lessonId).map((q) => (q.correctIndex + 1) % (JSON.parse(q.options) as string[]).length);
  return { ...course, lessons, answersOf, wrongOf, url: `/api/v1/courses/${course.id}` };
}
export type SeededCourse = Awaited<ReturnType<typeof seededCourse>>;

/** A new member enrolled in the course. */
export async function enrolledMember(app: FastifyInstance, course: SeededCourse) {
  const member = await signedUp(app);
  const res = await member.client.post(`${course.url}/enrollment`);
  if (res.statusCode !== 201) throw new Error(`enrol failed: ${res.statusCode} ${res.body}`);
  return member;
}

/** Completes one lesson the honest way: a video watched to its end, a quiz passed. */
export async function completeLesson(client: TestClient, course: SeededCourse, lesson: SeededCourse['lessons'][number]) {
  if (lesson.type === 'video') {
    return client.post(`${course.url}/lessons/${lesson.id}/complete`, { watchedSeconds: lesson.durationSeconds });
  }
  const attempt = (await client.post(`${course.url}/lessons/${lesson.id}/quiz/attempts`)).json();
  return client.post(`${course.url}/lessons/${lesson.id}/quiz/attempts/${attempt.id}/submit`, { answers: course.answersOf(lesson.id) });
}
