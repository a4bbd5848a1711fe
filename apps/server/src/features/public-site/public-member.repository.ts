import type { DB } from '../../db/database.js';

/**
 * What a signed-out visitor's page of a member reads (issue 26 §2). The tables are read directly:
 * features never import each other, and only these columns ever leave (no e-mail, phone, links).
 */

const MEMBER_COLUMNS = [
  'id',
  'handle',
  'firstName',
  'lastName',
  'title',
  'location',
  'bio',
  'avatar',
  'profileVisibility',
  'erasedAt',
  'createdAt',
] as const;

export async function memberByHandle(db: DB, handle: string) {
  return db.selectFrom('user').select(MEMBER_COLUMNS).where('handle', '=', handle).executeTakeFirst();
}

export type PublicMemberRow = NonNullable<Awaited<ReturnType<typeof memberByHandle>>>;

/** The member an old handle belonged to, as they are now. */
export async function memberByOldHandle(db: DB, oldHandle: string) {
  return db
    .selectFrom('memberHandleRedirect as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .select(['u.handle', 'u.profileVisibility', 'u.erasedAt'])
    .where('r.oldHandle', '=', oldHandle)
    .executeTakeFirst();
}

export async function topSkills(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('memberSkill')
    .select(['name', 'nameKey', 'endorsementCount'])
    .where('userId', '=', userId)
    .orderBy('endorsementCount', 'desc')
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function experienceOf(db: DB, userId: string) {
  return db
    .selectFrom('experience')
    .select(['position', 'company', 'location', 'startDate', 'endDate', 'description'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function educationOf(db: DB, userId: string) {
  return db
    .selectFrom('education')
    .select(['institution', 'degree', 'field', 'startDate', 'endDate'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Issued certificates that still stand (a revoked one is not shown). */
export async function certificatesOf(db: DB, userId: string) {
  return db
    .selectFrom('certificate as c')
    .innerJoin('course as co', 'co.id', 'c.courseId')
    .select(['co.title', 'c.issuedAt', 'c.code'])
    .where('c.userId', '=', userId)
    .where('c.revokedAt', 'is', null)
    .orderBy('c.issuedAt', 'desc')
    .execute();
}

/** Members a sitemap may list: visible to everyone, not erased, with a handle. */
export async function visibleHandles(db: DB, limit: number) {
  return db
    .selectFrom('user')
    .select(['handle', 'updatedAt'])
    .where('profileVisibility', '=', 'everyone')
    .where('erasedAt', 'is', null)
    .where('handle', 'is not', null)
    .orderBy('updatedAt', 'desc')
    .limit(limit)
    .execute();
}
