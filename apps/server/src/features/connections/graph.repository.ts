import type { DB } from '../../db/database.js';

// Queries over the graph of accepted connections. A pair is one row whichever way the request
// went, so "X's connections" reads both columns: two index ranges, (requester_id, status) and
// (addressee_id, status), joined by UNION ALL rather than an OR that PostgreSQL and SQLite
// plan less reliably.

/** The members `me` is connected with, as a subquery. */
export function connectionsOf(db: DB, me: string) {
  return db
    .selectFrom('connection')
    .select('addresseeId as memberId')
    .where('requesterId', '=', me)
    .where('status', '=', 'accepted')
    .unionAll(db.selectFrom('connection').select('requesterId as memberId').where('addresseeId', '=', me).where('status', '=', 'accepted'));
}

export async function connectedIds(db: DB, me: string): Promise<string[]> {
  const rows = await connectionsOf(db, me).execute();
  return rows.map((r) => r.memberId);
}

/** For each of these members, how many of their connections are also connections of `me`. */
export async function mutualCounts(db: DB, me: string, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const edges = db
    .selectFrom('connection')
    .select(['requesterId as personId', 'addresseeId as otherId'])
    .where('requesterId', 'in', [...ids])
    .where('status', '=', 'accepted')
    .unionAll(
      db
        .selectFrom('connection')
        .select(['addresseeId as personId', 'requesterId as otherId'])
        .where('addresseeId', 'in', [...ids])
        .where('status', '=', 'accepted'),
    );
  const rows = await db
    .selectFrom(edges.as('e'))
    .select((eb) => ['e.personId', eb.fn.countAll<number | string>().as('n')])
    .where('e.otherId', 'in', connectionsOf(db, me))
    .groupBy('e.personId')
    .execute();
  return new Map(rows.map((r) => [r.personId, Number(r.n)]));
}

/** One row per (my connection, their connection) pair: the members my connections reach, as a subquery. */
export function reachedThrough(db: DB, me: string) {
  const mine = connectionsOf(db, me);
  return db
    .selectFrom('connection')
    .select('addresseeId as memberId')
    .where('requesterId', 'in', mine)
    .where('status', '=', 'accepted')
    .unionAll(
      db.selectFrom('connection').select('requesterId as memberId').where('addresseeId', 'in', mine).where('status', '=', 'accepted'),
    );
}

/**
 * Everyone connected to at least one of my connections, with how many of my connections they
 * are connected to. The work is the sum of my connections' connection counts, whatever the
 * size of the platform. Includes me, and those of my connections linked to another of mine.
 */
export async function secondDegree(db: DB, me: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(reachedThrough(db, me).as('r'))
    .select((eb) => ['r.memberId', eb.fn.countAll<number | string>().as('n')])
    .groupBy('r.memberId')
    .execute();
  return new Map(rows.map((r) => [r.memberId, Number(r.n)]));
}
