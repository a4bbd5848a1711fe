import type { DB } from '../../db/database.js';

/** The member's enrolments not yet completed, most recently studied first. */
export function continueLearning(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('enrollment as e')
    .innerJoin('course as c', 'c.id', 'e.courseId')
    .select(['c.id', 'c.title', 'c.instructor', 'c.level', 'c.thumbnail', 'e.progress'])
    .where('e.userId', '=', userId)
    .where('e.completedAt', 'is', null)
    .orderBy('e.lastAccessedAt', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** Every course the member is not enrolled in (the catalogue is small: tens of courses). */
export function coursesNotEnrolled(db: DB, userId: string) {
  return db
    .selectFrom('course as c')
    .select(['c.id', 'c.title', 'c.instructor', 'c.level', 'c.thumbnail', 'c.category', 'c.enrolledCount'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('enrollment as e').select('e.courseId').whereRef('e.courseId', '=', 'c.id').where('e.userId', '=', userId))),
    )
    .execute();
}

/** The categories of the member's skills. */
export function skillCategories(db: DB, userId: string) {
  return db.selectFrom('memberSkill').select('category').distinct().where('userId', '=', userId).execute();
}
