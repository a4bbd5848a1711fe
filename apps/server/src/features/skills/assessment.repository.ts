import type { DB } from '../../db/database.js';

// Skill assessment attempts and badges (schema-skill-assessments.ts).

const ATTEMPT = ['id', 'userId', 'skillSlug', 'startedAt', 'deadlineAt', 'submittedAt', 'draw', 'answers', 'score', 'passed'] as const;

/** An attempt, only if it is this member's at this skill (anything else is "not found"). */
export const findAttempt = (db: DB, id: string, userId: string, slug: string) =>
  db
    .selectFrom('skillAssessmentAttempt')
    .select(ATTEMPT)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('skillSlug', '=', slug)
    .executeTakeFirst();

export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** The member's attempts started since `since` (every skill), oldest first: limits, open ones, last scores. */
export const attemptsSince = (db: DB, userId: string, since: string) =>
  db
    .selectFrom('skillAssessmentAttempt')
    .select(ATTEMPT)
    .where('userId', '=', userId)
    .where('startedAt', '>', since)
    .orderBy('startedAt')
    .orderBy('id')
    .execute();

/** The latest graded score of each skill the member tried (the list shows it after a miss). */
export async function lastScores(db: DB, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('skillAssessmentAttempt')
    .select(['skillSlug', 'score', 'submittedAt'])
    .where('userId', '=', userId)
    .where('score', 'is not', null)
    .orderBy('submittedAt')
    .execute();
  return new Map(rows.map((r) => [r.skillSlug, r.score!]));
}

export async function insertAttempt(
  db: DB,
  a: { id: string; userId: string; skillSlug: string; startedAt: string; deadlineAt: string; draw: string; answers: string },
): Promise<void> {
  await db
    .insertInto('skillAssessmentAttempt')
    .values({ ...a, submittedAt: null, score: null, passed: null })
    .execute();
}

/** Replaces an open attempt's answers only if they are still `before` (compare and set); false: read again. */
export async function saveAnswers(db: DB, a: { id: string; before: string; answers: string }): Promise<boolean> {
  const result = await db
    .updateTable('skillAssessmentAttempt')
    .set({ answers: a.answers })
    .where('id', '=', a.id)
    .where('submittedAt', 'is', null)
    .where('answers', '=', a.before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the grade; false when the attempt was graded already (a concurrent submit). */
export async function gradeAttempt(db: DB, a: { id: string; answers: (number | null)[]; score: number; passed: boolean; at: string }) {
  const result = await db
    .updateTable('skillAssessmentAttempt')
    .set({ submittedAt: a.at, answers: JSON.stringify(a.answers), score: a.score, passed: a.passed })
    .where('id', '=', a.id)
    .where('submittedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const BADGE = ['id', 'skillSlug', 'skillName', 'score', 'issuedAt'] as const;

/** The member's badges not revoked, newest first. */
export const badgesOf = (db: DB, userId: string) =>
  db
    .selectFrom('skillBadge')
    .select(BADGE)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .orderBy('issuedAt', 'desc')
    .execute();

export type BadgeRow = Awaited<ReturnType<typeof badgesOf>>[number];

export const findBadge = (db: DB, userId: string, slug: string) =>
  db
    .selectFrom('skillBadge')
    .select(BADGE)
    .where('userId', '=', userId)
    .where('skillSlug', '=', slug)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();

/** The badge a pass earns; a second pass of the same skill (a race) keeps the first. */
export async function insertBadge(
  db: DB,
  b: {
    id: string;
    userId: string;
    skillSlug: string;
    nameKey: string;
    skillName: string;
    attemptId: string;
    score: number;
    issuedAt: string;
  },
): Promise<void> {
  await db
    .insertInto('skillBadge')
    .values({ ...b, revokedAt: null, revokedReason: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
