import type { CompanyRole } from '@skilllink/contracts/companies';
import type { DB } from '../../db/database.js';
import { connectionCards } from '../../db/member-pair.js';

// Adding a recruiter asks the one connection rule every area shares.
export { areConnected } from '../../db/member-pair.js';

/** Kysely queries of companies and their hiring teams (companies.manage.ts holds the rules). */

const COMPANY = ['id', 'name', 'logo', 'location', 'website'] as const;

/** The companies the member is in, with their role, by name. */
export function companiesOf(db: DB, userId: string) {
  return db
    .selectFrom('companyMember as m')
    .innerJoin('company as c', 'c.id', 'm.companyId')
    .select(['c.id', 'c.name', 'c.logo', 'c.location', 'c.website', 'm.role'])
    .where('m.userId', '=', userId)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

/** One company with the member's role in it, or undefined when they are not in its team. */
export function companyAsMember(db: DB, userId: string, companyId: string) {
  return db
    .selectFrom('companyMember as m')
    .innerJoin('company as c', 'c.id', 'm.companyId')
    .select(['c.id', 'c.name', 'c.logo', 'c.location', 'c.website', 'm.role'])
    .where('m.userId', '=', userId)
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

export function companyById(db: DB, companyId: string) {
  return db.selectFrom('company').select(COMPANY).where('id', '=', companyId).executeTakeFirst();
}

/** The teams of these companies with each member's name and photo. */
export function membersOf(db: DB, companyIds: readonly string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('companyMember as m')
    .innerJoin('user as u', 'u.id', 'm.userId')
    .select(['m.companyId', 'm.role', 'm.createdAt', 'u.id', 'u.firstName', 'u.lastName', 'u.title', 'u.avatar'])
    .where('m.companyId', 'in', companyIds)
    .execute();
}

/**
 * Holds the company's row until the transaction ends (PostgreSQL: a no-op UPDATE takes the
 * row lock; SQLite runs one writer at a time anyway), so two changes of one team run one after
 * the other: two managers leaving at once cannot leave none, two additions cannot pass the cap.
 */
export async function lockCompany(db: DB, companyId: string): Promise<void> {
  await db
    .updateTable('company')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', companyId)
    .execute();
}

export function updateCompany(
  db: DB,
  companyId: string,
  values: { location?: string; website?: string; logo?: string | null },
  now: string,
) {
  return db
    .updateTable('company')
    .set({ ...values, updatedAt: now })
    .where('id', '=', companyId)
    .execute();
}

export async function countMembers(db: DB, companyId: string, role?: CompanyRole): Promise<number> {
  let query = db
    .selectFrom('companyMember')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('companyId', '=', companyId);
  if (role) query = query.where('role', '=', role);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function roleOf(db: DB, companyId: string, userId: string) {
  return db.selectFrom('companyMember').select('role').where('companyId', '=', companyId).where('userId', '=', userId).executeTakeFirst();
}

/** True when this call added the member (false: they were already in the team). */
export async function insertMember(db: DB, companyId: string, userId: string, role: CompanyRole, now: string): Promise<boolean> {
  const result = await db
    .insertInto('companyMember')
    .values({ companyId, userId, role, createdAt: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function deleteMember(db: DB, companyId: string, userId: string) {
  return db.deleteFrom('companyMember').where('companyId', '=', companyId).where('userId', '=', userId).execute();
}

/** The member's connections who are not in the company's team yet. */
export function connectionsOutside(db: DB, userId: string, companyId: string) {
  return connectionCards(db, userId)
    .where('u.id', 'not in', (eb) => eb.selectFrom('companyMember').select('userId').where('companyId', '=', companyId))
    .execute();
}

export function memberName(db: DB, userId: string) {
  return db.selectFrom('user').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirst();
}
