import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The course's total length: the sum of its lessons' durations (0 for a course without lessons). */
const durationOf = (eb: ExpressionBuilder<Database, 'certificate'>) =>
  eb
    .selectFrom('lesson')
    .select(sql<number | string>`coalesce(sum(lesson.duration_seconds), 0)`.as('total'))
    .whereRef('lesson.courseId', '=', 'certificate.courseId')
    .as('durationSeconds');

const certificateColumns = [
  'certificate.id',
  'certificate.code',
  'certificate.courseId',
  'certificate.grade',
  'certificate.issuedAt',
  'certificate.pdfKey',
  'certificate.evidence',
  'course.title as courseTitle',
  'course.instructor',
  'course.level',
] as const;

/** The member's certificates, newest first, with what the list and the PDF show of the course. */
export function listForMember(db: DB, userId: string) {
  return db
    .selectFrom('certificate')
    .innerJoin('course', 'course.id', 'certificate.courseId')
    .select(certificateColumns)
    .select((eb) => durationOf(eb))
    .where('certificate.userId', '=', userId)
    .orderBy('certificate.issuedAt', 'desc')
    .orderBy('certificate.id', 'desc')
    .execute();
}

export type CertificateRow = Awaited<ReturnType<typeof listForMember>>[number];

/** One certificate with its recipient's name, looked up through its owner: another member's id finds nothing. */
export function findForOwner(db: DB, userId: string, id: string) {
  return db
    .selectFrom('certificate')
    .innerJoin('course', 'course.id', 'certificate.courseId')
    .innerJoin('user', 'user.id', 'certificate.userId')
    .select(certificateColumns)
    .select((eb) => durationOf(eb))
    .select(['user.firstName', 'user.lastName', 'user.language'])
    .where('certificate.id', '=', id)
    .where('certificate.userId', '=', userId)
    .executeTakeFirst();
}

export type OwnedCertificateRow = NonNullable<Awaited<ReturnType<typeof findForOwner>>>;

/** Public verification: one read on the unique code index; only what a verifier may see. */
export function findByCode(db: DB, code: string) {
  return db
    .selectFrom('certificate')
    .innerJoin('course', 'course.id', 'certificate.courseId')
    .innerJoin('user', 'user.id', 'certificate.userId')
    .select([
      'certificate.code',
      'certificate.issuedAt',
      'certificate.evidence',
      'course.title as courseTitle',
      'course.instructor',
      'course.level',
      'user.firstName',
      'user.lastName',
      'certificate.revokedReason',
    ])
    .where('certificate.code', '=', code)
    .executeTakeFirst();
}

export type VerifiedRow = NonNullable<Awaited<ReturnType<typeof findByCode>>>;

/** Records where the built PDF is stored; the first build to finish wins, later ones change nothing. */
export async function setPdfKey(db: DB, id: string, key: string): Promise<void> {
  await db.updateTable('certificate').set({ pdfKey: key }).where('id', '=', id).where('pdfKey', 'is', null).execute();
}

/** A member's certificates as their profile shows them, newest first; null when no such member. */
export async function listEarned(db: DB, memberId: string) {
  const member = await db.selectFrom('user').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!member) return null;
  return db
    .selectFrom('certificate')
    .innerJoin('course', 'course.id', 'certificate.courseId')
    .select([
      'certificate.id',
      'certificate.code',
      'certificate.courseId',
      'certificate.issuedAt',
      'course.title as courseTitle',
      'course.instructor',
    ])
    .where('certificate.userId', '=', memberId)
    .orderBy('certificate.issuedAt', 'desc')
    .orderBy('certificate.id', 'desc')
    .execute();
}

export type EarnedRow = NonNullable<Awaited<ReturnType<typeof listEarned>>>[number];
