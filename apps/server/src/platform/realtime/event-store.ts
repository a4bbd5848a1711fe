import { REALTIME_RETAIN_DAYS, type StoredEvent } from '@skilllink/contracts/realtime';
import { PostgresAdapter } from 'kysely';
import { toIso, type DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

/** A stored event before the database gives it its id. */
export type NewEvent = StoredEvent extends infer E ? (E extends StoredEvent ? Omit<E, 'id'> : never) : never;

/**
 * Stores an event for a member, inside the caller's transaction, so it exists exactly when the
 * change it reports does. The member's open sockets receive it when the change is announced
 * (`caches.memberChanged`), or on their next reconnect.
 */
export async function recordEvent(db: DB, userId: string, event: NewEvent): Promise<void> {
  await recordEvents(db, [[userId, event]]);
}

// Compiled once (db/prepared.ts, ADR 042): every message stores two or three events.
const insertEvent = prepared((db, userId: string, type: string, payload: string, createdAt: string) =>
  db.insertInto('realtimeEvent').values({ userId, type, payload, createdAt }),
);

/** Several members' events (a message is one event for each of its two members). */
export async function recordEvents(db: DB, events: ReadonlyArray<readonly [userId: string, event: NewEvent]>): Promise<void> {
  const createdAt = new Date().toISOString();
  for (const [userId, { type, ...rest }] of events) await insertEvent(db, userId, type, JSON.stringify(rest), createdAt);
}

/** The member's events with an id above `after`, oldest first, at most `limit`. */
export async function eventsAfter(db: DB, userId: string, after: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('realtimeEvent')
    .select(['id', 'type', 'payload'])
    .where('userId', '=', userId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...(JSON.parse(r.payload) as object), id: Number(r.id), type: r.type }) as StoredEvent);
}

/** Events looked at behind a reconnect's cursor: at most this many are sent again. */
const RESUME_SCAN = 200;

/**
 * Where a reconnect that saw up to `since` resumes. On PostgreSQL an id is taken when the row
 * is inserted and becomes visible at commit, so an event with a lower id than one the client
 * saw may have committed after it (under reconnect stress, 212 of 8,036 messages once never
 * reached a client that reconnected: catch-up.postgres.redis.test.ts). So the reconnect starts
 * at the newest of the member's events at or below `since` created before `cutoffIso` (the
 * lookback a live socket also keeps): the recent ones after it are sent again, and the client
 * drops the ids it already has. SQLite has one writer: its ids commit in order, and `since` is
 * exact.
 */
export async function resumePoint(db: DB, userId: string, since: number, cutoffIso: string): Promise<number> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return since;
  const rows = await db
    .selectFrom('realtimeEvent')
    .select(['id', 'createdAt'])
    .where('userId', '=', userId)
    .where('id', '<=', since)
    .orderBy('id', 'desc')
    .limit(RESUME_SCAN)
    .execute();
  const settled = rows.find((r) => toIso(r.createdAt) < cutoffIso);
  if (settled) return Number(settled.id);
  return rows.length < RESUME_SCAN ? 0 : Number(rows.at(-1)!.id) - 1;
}

/** The highest event id of the member (0 with none): where a first connection starts. */
export async function lastEventId(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('realtimeEvent')
    .select((eb) => eb.fn.max('id').as('max'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** The oldest id still kept (null when none is): a `since` below it may have lost events to pruning. */
export async function oldestKeptId(db: DB): Promise<number | null> {
  const row = await db
    .selectFrom('realtimeEvent')
    .select((eb) => eb.fn.min('id').as('min'))
    .executeTakeFirst();
  return row?.min == null ? null : Number(row.min);
}

/** Forgets events older than the retention; a client gone that long refetches everything. */
export async function pruneEvents(db: DB, now = Date.now()): Promise<void> {
  const before = new Date(now - REALTIME_RETAIN_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('realtimeEvent').where('createdAt', '<', before).execute();
}
