import type { DB } from '../../db/database.js';

const ATTEMPT = ['id', 'userId', 'lessonId', 'startedAt', 'deadlineAt', 'submittedAt'] as const;

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

export async function insertAttempt(
  db: DB,
  a: { id: string; userId: string; lessonId: string; startedAt: string; deadlineAt: string | null },
): Promise<void> {
  await db
    .insertInto('quizAttempt')
    .values({ ...a, submittedAt: null, answers: null, score: null, passed: null })
    .execute();
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
