import type { DB } from '../../db/database.js';

// Kysely queries for job applications. Rows only: applications.presenter.ts shapes them.

export function insertApplication(
  db: DB,
  row: {
    id: string;
    jobId: string;
    applicantId: string;
    coverLetter: string;
    timeline: string;
    budget: string;
    answers: string;
    cvId: string | null;
    now: string;
  },
) {
  const { now, ...values } = row;
  return db
    .insertInto('jobApplication')
    .values({ ...values, status: 'pending', createdAt: now, updatedAt: now })
    .execute();
}

export function applicationById(db: DB, id: string) {
  return db.selectFrom('jobApplication').selectAll().where('id', '=', id).executeTakeFirst();
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof applicationById>>>;

/** The member's applications, newest first. */
export function applicationsOf(db: DB, applicantId: string, limit: number) {
  return db
    .selectFrom('jobApplication')
    .selectAll()
    .where('applicantId', '=', applicantId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** A job's applications (withdrawn ones are the applicant's business only). */
export function applicationsTo(db: DB, jobId: string, limit: number) {
  return db
    .selectFrom('jobApplication')
    .selectAll()
    .where('jobId', '=', jobId)
    .where('status', '<>', 'withdrawn')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Moves an application from `from` to `to`, only if it is still in `from`: of two moves made
 * at once, the second finds it moved and changes nothing (false).
 */
export async function moveApplication(db: DB, id: string, from: string, to: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('jobApplication')
    .set({ status: to, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a proposal of this project was awarded. */
export async function isAwarded(db: DB, jobId: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobApplication')
    .select('id')
    .where('jobId', '=', jobId)
    .where('status', '=', 'awarded')
    .executeTakeFirst();
  return row !== undefined;
}

/** Who the applicants are, as the poster's list shows them; `erasedAt` is set once they deleted their account. */
export function applicantsInfo(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user')
    .select(['id', 'firstName', 'lastName', 'avatar', 'title', 'location', 'erasedAt'])
    .where('id', 'in', ids)
    .execute();
}

/** The applicants' SkillLink certificates that still stand (erasure revokes them, ADR 062), newest first. */
export function certificatesOf(db: DB, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('certificate as c')
    .innerJoin('course as k', 'k.id', 'c.courseId')
    .select(['c.userId', 'c.code', 'c.issuedAt', 'k.title as courseTitle'])
    .where('c.userId', 'in', userIds)
    .where('c.revokedAt', 'is', null)
    .orderBy('c.issuedAt', 'desc')
    .execute();
}
