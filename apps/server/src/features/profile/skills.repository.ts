import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

const memberSkillsQuery = prepared((db, ownerId: string, viewerId: string) =>
  db
    .selectFrom('memberSkill as s')
    .leftJoin('skillEndorsement as e', (join) => join.onRef('e.memberSkillId', '=', 's.id').on('e.endorserId', '=', viewerId))
    // Verified: the member passed the skill's assessment (platform/skill-badges.ts says the same).
    .leftJoin('skillBadge as b', (join) =>
      join.onRef('b.userId', '=', 's.userId').onRef('b.nameKey', '=', 's.nameKey').on('b.revokedAt', 'is', null),
    )
    .select([
      's.id',
      's.name',
      's.level',
      's.category',
      's.yearsOfExperience',
      's.endorsementCount',
      's.createdAt',
      'e.endorserId as endorsedBy',
      'b.id as badgeId',
    ])
    .where('s.userId', '=', ownerId)
    .orderBy('s.endorsementCount', 'desc')
    .orderBy('s.createdAt', 'asc'),
);

/** A member's skills, with the viewer's own endorsement flag, most endorsed first (compiled once: every profile load runs it). */
export async function listMemberSkills(db: DB, ownerId: string, viewerId: string) {
  return (await memberSkillsQuery(db, ownerId, viewerId)).rows;
}

export type MemberSkillRow = Awaited<ReturnType<typeof listMemberSkills>>[number];

/** Which of a member's skills the viewer has endorsed. */
export async function endorsedSkillIds(db: DB, ownerId: string, viewerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('skillEndorsement as e')
    .innerJoin('memberSkill as s', 's.id', 'e.memberSkillId')
    .select('e.memberSkillId')
    .where('s.userId', '=', ownerId)
    .where('e.endorserId', '=', viewerId)
    .execute();
  return new Set(rows.map((r) => r.memberSkillId));
}

export function findMemberSkill(db: DB, id: string) {
  return db.selectFrom('memberSkill').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMemberSkill(
  db: DB,
  row: {
    id: string;
    userId: string;
    name: string;
    nameKey: string;
    level: string;
    category: string;
    yearsOfExperience: number;
    now: string;
  },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('memberSkill')
    .values({ ...values, createdAt: now, updatedAt: now })
    .execute();
}

export async function updateMemberSkill(
  db: DB,
  id: string,
  values: { name: string; nameKey: string; level: string; category: string; yearsOfExperience: number },
): Promise<void> {
  await db
    .updateTable('memberSkill')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteMemberSkill(db: DB, id: string): Promise<void> {
  await db.deleteFrom('memberSkill').where('id', '=', id).execute();
}

/**
 * Keeps the catalogue's member count and the daily additions (trending) in step with a member
 * gaining (+1) or losing (-1) a skill of this name. Call inside the same transaction.
 */
export async function countSkillChange(db: DB, nameKey: string, delta: 1 | -1, now: Date): Promise<void> {
  await db
    .updateTable('skillCatalog')
    .set((eb) => ({ memberCount: eb('memberCount', '+', delta) }))
    .where('nameKey', '=', nameKey)
    .execute();
  if (delta < 0) return;
  await db
    .insertInto('skillAdditionDaily')
    .values({ nameKey, day: now.toISOString().slice(0, 10), additions: 1 })
    .onConflict((oc) => oc.columns(['nameKey', 'day']).doUpdateSet({ additions: sql`skill_addition_daily.additions + 1` }))
    .execute();
}

/** Adds the endorsement once; returns whether a row was added. */
export async function addEndorsement(db: DB, memberSkillId: string, endorserId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('skillEndorsement')
    .values({ memberSkillId, endorserId, createdAt: now })
    .onConflict((oc) => oc.columns(['memberSkillId', 'endorserId']).doNothing())
    .executeTakeFirst();
  const added = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (added) await adjustEndorsementCount(db, memberSkillId, 1);
  return added;
}

export async function removeEndorsement(db: DB, memberSkillId: string, endorserId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('skillEndorsement')
    .where('memberSkillId', '=', memberSkillId)
    .where('endorserId', '=', endorserId)
    .executeTakeFirst();
  const removed = Number(result.numDeletedRows) > 0;
  if (removed) await adjustEndorsementCount(db, memberSkillId, -1);
  return removed;
}

async function adjustEndorsementCount(db: DB, memberSkillId: string, delta: 1 | -1): Promise<void> {
  await db
    .updateTable('memberSkill')
    .set((eb) => ({ endorsementCount: eb('endorsementCount', '+', delta) }))
    .where('id', '=', memberSkillId)
    .execute();
}
