import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { memberPair } from '../../db/member-pair.js';

/**
 * The `perSkill` newest members holding each of these skills, in one statement: one backward
 * range scan per skill on member_skill_name_user_idx (name_key, user_id). User ids are UUIDv7,
 * so the highest ids are the members who joined last.
 */
export async function recentHolders(db: DB, me: string, nameKeys: readonly string[], perSkill: number): Promise<string[]> {
  const [first, ...rest] = nameKeys.map((key) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('memberSkill')
          .select('userId')
          .where('nameKey', '=', key)
          .where('userId', '<>', me)
          .orderBy('userId', 'desc')
          .limit(perSkill)
          .as('holders'),
      )
      .select('userId'),
  );
  if (!first) return [];
  const rows = await rest.reduce((query, next) => query.unionAll(next), first).execute();
  return [...new Set(rows.map((r) => r.userId))];
}

/** Everyone the member is connected to or has a pending request with, either way. */
export async function relatedMembers(db: DB, me: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('connection')
    .select('addresseeId as other')
    .where('requesterId', '=', me)
    .unionAll(db.selectFrom('connection').select('requesterId as other').where('addresseeId', '=', me))
    .execute();
  return new Set(rows.map((r) => r.other));
}

/** Of these members, the ones connected to or with a request pending with the member. */
export async function relatedAmong(db: DB, me: string, others: readonly string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const pairs = others.map((other) => {
    const { userLow, userHigh } = memberPair(me, other);
    return [userLow, userHigh] as [string, string];
  });
  const rows = await db
    .selectFrom('connection')
    .select(['userLow', 'userHigh'])
    .where((eb) => eb.or(pairs.map(([low, high]) => eb.and([eb('userLow', '=', low), eb('userHigh', '=', high)]))))
    .execute();
  return new Set(rows.map((r) => (r.userLow === me ? r.userHigh : r.userLow)));
}

/** How many of `nameKeys` each of these members holds (unique index member_skill_user_name_idx). */
export async function sharedSkillCounts(db: DB, userIds: readonly string[], nameKeys: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0 || nameKeys.length === 0) return new Map();
  const rows = await db
    .selectFrom('memberSkill')
    .select((eb) => ['userId', eb.fn.countAll<number | string>().as('shared')])
    .where('userId', 'in', userIds)
    .where('nameKey', 'in', nameKeys)
    .groupBy('userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, Number(r.shared)]));
}

/**
 * The newest members other than the member and those listed, with no connection or request
 * with the member: a walk down the primary key that stops after `limit` hits, checking each
 * candidate with one probe of the pair index.
 */
export function newestUnrelatedMembers(db: DB, me: string, exclude: readonly string[], limit: number) {
  let query = db
    .selectFrom('user as u')
    .select('u.id')
    .where('u.id', '<>', me)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('connection as c')
            .select(sql<number>`1`.as('one'))
            .where('c.userLow', '=', eb.case().when('u.id', '<', me).then(eb.ref('u.id')).else(eb.val(me)).end())
            .where('c.userHigh', '=', eb.case().when('u.id', '<', me).then(eb.val(me)).else(eb.ref('u.id')).end()),
        ),
      ),
    );
  if (exclude.length > 0) query = query.where('u.id', 'not in', exclude);
  return query.orderBy('u.id', 'desc').limit(limit).execute();
}

/** What a recommendation card shows of each member. */
export function memberCards(db: DB, ids: readonly string[]) {
  return db.selectFrom('user').select(['id', 'firstName', 'lastName', 'title', 'avatar']).where('id', 'in', ids).execute();
}

/** The skills of a few members, most endorsed first, for their cards. */
export function skillsOf(db: DB, ids: readonly string[]) {
  return db
    .selectFrom('memberSkill')
    .select(['userId', 'name', 'endorsementCount'])
    .where('userId', 'in', ids)
    .orderBy('endorsementCount', 'desc')
    .orderBy('createdAt', 'asc')
    .execute();
}
