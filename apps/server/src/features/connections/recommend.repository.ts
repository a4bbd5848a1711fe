import type { DB } from '../../db/database.js';
import { reachedThrough } from './graph.repository.js';

// People the search sidebar suggests (issue 24, §9 "recommended people"): a pair is one row
// whichever way the request went, so "related" reads the requester and the addressee columns,
// each through its (…_id, status) index.

const int = (value: number | string | bigint) => Number(value);

/** Everyone `me` has a connection row with, accepted or pending, either way. */
function relatedTo(db: DB, me: string) {
  return db
    .selectFrom('connection')
    .select('addresseeId as memberId')
    .where('requesterId', '=', me)
    .unionAll(db.selectFrom('connection').select('requesterId as memberId').where('addresseeId', '=', me));
}

/**
 * Connections of my connections that are neither me nor related to me, with how many of my
 * connections they know; most mutual first, then the newest member.
 */
export async function unrelatedSecondDegree(db: DB, me: string, limit: number): Promise<{ id: string; mutual: number }[]> {
  const rows = await db
    .selectFrom(reachedThrough(db, me).as('r'))
    .innerJoin('user as u', 'u.id', 'r.memberId')
    .select((eb) => ['r.memberId', eb.fn.countAll<number | string>().as('mutual')])
    .where('r.memberId', '<>', me)
    .where('r.memberId', 'not in', relatedTo(db, me))
    .groupBy(['r.memberId', 'u.createdAt'])
    .orderBy('mutual', 'desc')
    .orderBy('u.createdAt', 'desc')
    .orderBy('r.memberId')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.memberId, mutual: int(r.mutual) }));
}

/** Members sharing most of my skills (then the newest), leaving out me, my relations and `skip`. */
export async function sharingSkills(db: DB, me: string, skip: readonly string[], limit: number): Promise<string[]> {
  const mine = db.selectFrom('memberSkill').select('nameKey').where('userId', '=', me);
  const rows = await db
    .selectFrom('memberSkill as s')
    .innerJoin('user as u', 'u.id', 's.userId')
    .select((eb) => ['s.userId', eb.fn.countAll<number | string>().as('shared')])
    .where('s.nameKey', 'in', mine)
    .where('s.userId', '<>', me)
    .where('s.userId', 'not in', relatedTo(db, me))
    .$if(skip.length > 0, (q) => q.where('s.userId', 'not in', [...skip]))
    .groupBy(['s.userId', 'u.createdAt'])
    .orderBy('shared', 'desc')
    .orderBy('u.createdAt', 'desc')
    .orderBy('s.userId')
    .limit(limit)
    .execute();
  return rows.map((r) => r.userId);
}

/** The newest members, leaving out me, my relations and `skip`. */
export async function newestMembers(db: DB, me: string, skip: readonly string[], limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .select('id')
    .where('id', '<>', me)
    .where('id', 'not in', relatedTo(db, me))
    .$if(skip.length > 0, (q) => q.where('id', 'not in', [...skip]))
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
