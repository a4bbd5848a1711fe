import type { DB } from '../../db/database.js';

const ENROLLMENT = ['courseId', 'enrolledAt', 'progress', 'lastLessonId', 'lastAccessedAt', 'completedAt'] as const;

/** The member's enrolment in one course, with their certificate code once earned (one read). */
export function findEnrollment(db: DB, userId: string, courseId: string) {
  return db
    .selectFrom('enrollment')
    .select(ENROLLMENT)
    .select((eb) =>
      eb
        .selectFrom('certificate')
        .select('code')
        .where('certificate.userId', '=', userId)
        .where('certificate.courseId', '=', courseId)
        .as('certificateCode'),
    )
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
}

/** All of the member's enrolments, most recently opened first (a member has a handful). */
export function listEnrollments(db: DB, userId: string) {
  return db.selectFrom('enrollment').select(ENROLLMENT).where('userId', '=', userId).orderBy('lastAccessedAt', 'desc').execute();
}

/** True when this call enrolled the member (false: already enrolled, now or a moment ago). */
export async function insertEnrollment(db: DB, userId: string, courseId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('enrollment')
    .values({ userId, courseId, enrolledAt: at, progress: 0, lastLessonId: null, lastAccessedAt: at, completedAt: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Records that the member opened `lessonId` now and answers the enrolment as it is after that.
 * On PostgreSQL the UPDATE holds the enrolment's row until the transaction ends, so two
 * completions of the same member and course run one after the other and the second sees the
 * first's lessons (otherwise two "last" lessons completed at once could both miss the end).
 */
export function touchEnrollment(db: DB, userId: string, courseId: string, lessonId: string, at: string) {
  return db
    .updateTable('enrollment')
    .set({ lastLessonId: lessonId, lastAccessedAt: at })
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .returning(ENROLLMENT)
    .executeTakeFirst();
}

export async function setProgress(db: DB, userId: string, courseId: string, progress: number): Promise<void> {
  await db.updateTable('enrollment').set({ progress }).where('userId', '=', userId).where('courseId', '=', courseId).execute();
}

/** Marks the enrolment complete; true only for the call that did it. */
export async function markCourseComplete(db: DB, userId: string, courseId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('enrollment')
    .set({ completedAt: at, progress: 100 })
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('completedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The member's progress in each lesson of a course they have opened. */
export function listLessonProgress(db: DB, userId: string, courseId: string) {
  return db
    .selectFrom('lessonProgress')
    .select(['lessonId', 'positionSeconds', 'completedAt', 'watchedMs'])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .execute();
}

export async function savePosition(db: DB, p: { userId: string; courseId: string; lessonId: string; seconds: number; at: string }) {
  await db
    .insertInto('lessonProgress')
    .values({
      userId: p.userId,
      lessonId: p.lessonId,
      courseId: p.courseId,
      positionSeconds: p.seconds,
      completedAt: null,
      updatedAt: p.at,
    })
    .onConflict((oc) => oc.columns(['userId', 'lessonId']).doUpdateSet({ positionSeconds: p.seconds, updatedAt: p.at }))
    .execute();
}

/** Marks a lesson complete; a lesson completed before keeps its first completion time. */
export async function markLessonComplete(db: DB, p: { userId: string; courseId: string; lessonId: string; at: string }) {
  await db
    .insertInto('lessonProgress')
    .values({ userId: p.userId, lessonId: p.lessonId, courseId: p.courseId, positionSeconds: 0, completedAt: p.at, updatedAt: p.at })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'lessonId'])
        .doUpdateSet((eb) => ({ completedAt: eb.fn.coalesce('lessonProgress.completedAt', eb.val(p.at)), updatedAt: p.at })),
    )
    .execute();
}

/** How many of the course's lessons the member has completed. */
export async function countCompleted(db: DB, userId: string, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('lessonProgress')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('completedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's watch state of one lesson (none before the first heartbeat or position). */
export function findLessonProgress(db: DB, userId: string, lessonId: string) {
  return db
    .selectFrom('lessonProgress')
    .select(['positionSeconds', 'completedAt', 'watchedMs', 'beatPositionMs', 'beatAt'])
    .where('userId', '=', userId)
    .where('lessonId', '=', lessonId)
    .executeTakeFirst();
}

/** Saves a heartbeat's outcome: where the member is (Continue resumes there) and the verified watch state. */
export async function saveBeat(
  db: DB,
  p: {
    userId: string;
    courseId: string;
    lessonId: string;
    seconds: number;
    watchedMs: number;
    beatPositionMs: number | null;
    beatAt: string | null;
    at: string;
  },
) {
  const beat = { positionSeconds: p.seconds, watchedMs: p.watchedMs, beatPositionMs: p.beatPositionMs, beatAt: p.beatAt, updatedAt: p.at };
  await db
    .insertInto('lessonProgress')
    .values({ userId: p.userId, lessonId: p.lessonId, courseId: p.courseId, completedAt: null, ...beat })
    .onConflict((oc) => oc.columns(['userId', 'lessonId']).doUpdateSet(beat))
    .execute();
}
