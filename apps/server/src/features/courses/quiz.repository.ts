import { toIso, type DB } from '../../db/database.js';

const ATTEMPT = ['id', 'userId', 'lessonId', 'startedAt', 'deadlineAt', 'submittedAt', 'draw', 'answers'] as const;

/** The member's latest attempt at a quiz that is not submitted yet. */
export function findOpenAttempt(db: DB, userId: string, lessonId: string) {
  return db
    .selectFrom('quizAttempt')
    .select(ATTEMPT)
    .where('userId', '=', userId)
    .where('lessonId', '=', lessonId)
    .where('submittedAt', 'is', null)
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** An attempt, only if it is this member's attempt at this lesson (anything else is "not found"). */
export function findAttempt(db: DB, attemptId: string, userId: string, lessonId: string) {
  return db
    .selectFrom('quizAttempt')
    .select(ATTEMPT)
    .where('id', '=', attemptId)
    .where('userId', '=', userId)
    .where('lessonId', '=', lessonId)
    .executeTakeFirst();
}

export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** When the member started each attempt at this quiz since `since`, oldest first (the rolling limit). */
export async function startedSince(db: DB, userId: string, lessonId: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('quizAttempt')
    .select('startedAt')
    .where('userId', '=', userId)
    .where('lessonId', '=', lessonId)
    .where('startedAt', '>', since)
    .orderBy('startedAt')
    .execute();
  return rows.map((r) => toIso(r.startedAt));
}

export async function insertAttempt(
  db: DB,
  a: { id: string; userId: string; lessonId: string; startedAt: string; deadlineAt: string | null; draw: string; answers: string },
): Promise<void> {
  await db
    .insertInto('quizAttempt')
    .values({ ...a, submittedAt: null, score: null, passed: null })
    .execute();
}

/**
 * Replaces the saved answers of an open attempt only if they are still `before` (compare and
 * set): two answers saved at once never overwrite each other; false means "read again".
 */
export async function saveAnswers(db: DB, a: { id: string; before: string | null; answers: string }): Promise<boolean> {
  let update = db.updateTable('quizAttempt').set({ answers: a.answers }).where('id', '=', a.id).where('submittedAt', 'is', null);
  update = a.before === null ? update.where('answers', 'is', null) : update.where('answers', '=', a.before);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The grade a submitted attempt was given (a submit sent again answers it, ADR 075). */
export function findGrade(db: DB, id: string) {
  return db.selectFrom('quizAttempt').select(['score', 'passed']).where('id', '=', id).executeTakeFirst();
}

/** Records the graded submission; false when the attempt was already submitted (by a concurrent call). */
export async function submitAttempt(
  db: DB,
  a: { id: string; answers: (number | null)[]; score: number; passed: boolean; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('quizAttempt')
    .set({ submittedAt: a.at, answers: JSON.stringify(a.answers), score: a.score, passed: a.passed })
    .where('id', '=', a.id)
    .where('submittedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The best passed score of each of these quizzes for the member (a certificate's evidence). */
export async function bestPassedScores(db: DB, userId: string, lessonIds: string[]): Promise<Map<string, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quizAttempt')
    .select(['lessonId', (eb) => eb.fn.max('score').as('best')])
    .where('userId', '=', userId)
    .where('lessonId', 'in', lessonIds)
    .where('passed', '=', true)
    .groupBy('lessonId')
    .execute();
  return new Map(rows.map((r) => [r.lessonId, Number(r.best)]));
}
