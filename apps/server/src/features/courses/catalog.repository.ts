import type { DB } from '../../db/database.js';

/** Every course with its running totals (a few dozen rows: the whole catalogue). */
export function listCourses(db: DB) {
  return db.selectFrom('course').selectAll().execute();
}

/** Every lesson of every course, in curriculum order. */
export function listLessons(db: DB) {
  return db.selectFrom('lesson').selectAll().orderBy('courseId').orderBy('position').execute();
}

/** A quiz's questions in order, with the correct answers (graded on the server, never sent early). */
export function listQuestions(db: DB, lessonId: string) {
  return db
    .selectFrom('quizQuestion')
    .select(['id', 'question', 'options', 'correctIndex'])
    .where('lessonId', '=', lessonId)
    .orderBy('position')
    .execute();
}

/**
 * Takes the course row's lock for the rest of the transaction (PostgreSQL: a no-op UPDATE
 * holds the row; SQLite runs one transaction at a time anyway), so review totals are read and
 * written by one transaction after another and never lose an update.
 */
export async function lockCourse(db: DB, courseId: string): Promise<void> {
  await db
    .updateTable('course')
    .set((eb) => ({ reviewCount: eb.ref('reviewCount') }))
    .where('id', '=', courseId)
    .execute();
}

export async function addEnrolled(db: DB, courseId: string): Promise<void> {
  await db
    .updateTable('course')
    .set((eb) => ({ enrolledCount: eb('enrolledCount', '+', 1) }))
    .where('id', '=', courseId)
    .execute();
}

/** Changes the review totals by a review added (+1), removed (−1) or re-rated (0 with a rating delta). */
export async function addReviewTotals(db: DB, courseId: string, count: number, rating: number): Promise<void> {
  await db
    .updateTable('course')
    .set((eb) => ({ reviewCount: eb('reviewCount', '+', count), ratingTotal: eb('ratingTotal', '+', rating) }))
    .where('id', '=', courseId)
    .execute();
}
