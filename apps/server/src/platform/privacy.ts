import type { DB } from '../db/database.js';
import { toBool } from '../db/database.js';
import type { ProfileVisibility, RequestsFrom } from '../db/schema-account.js';
import { areConnected } from '../db/member-pair.js';
import { prepared } from '../db/prepared.js';

/**
 * A member's privacy choices (Settings → Privacy, ADR 063), read by the areas they govern:
 * features never import each other, and every one of them (profile, search, connections,
 * messaging, presence) must apply the same rule.
 */
export interface Privacy {
  profileVisibility: ProfileVisibility;
  connectionRequests: RequestsFrom;
  readReceipts: boolean;
  onlineStatus: boolean;
  endorsements: boolean;
}

const privacyQuery = prepared((db, userId: string) =>
  db
    .selectFrom('user')
    .select(['profileVisibility', 'connectionRequests', 'readReceipts', 'onlineStatus', 'endorsements'])
    .where('id', '=', userId),
);

export async function privacyOf(db: DB, userId: string): Promise<Privacy | undefined> {
  const [row] = (await privacyQuery(db, userId)).rows;
  if (!row) return undefined;
  return {
    profileVisibility: row.profileVisibility,
    connectionRequests: row.connectionRequests,
    readReceipts: toBool(row.readReceipts),
    onlineStatus: toBool(row.onlineStatus),
    endorsements: toBool(row.endorsements),
  };
}

const blockQuery = prepared((db, a: string, b: string) =>
  db
    .selectFrom('memberBlock')
    .select('blockerId')
    .where((eb) =>
      eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]),
    )
    .limit(1),
);

/** Whether either of the two blocked the other: then neither finds, messages or requests the other. */
export async function blockedBetween(db: DB, a: string, b: string): Promise<boolean> {
  return (await blockQuery(db, a, b)).rows.length > 0;
}

const blockedIdsQuery = prepared((db, userId: string) =>
  db
    .selectFrom('memberBlock')
    .select('blockedId as id')
    .where('blockerId', '=', userId)
    .union((eb) => eb.selectFrom('memberBlock').select('blockerId as id').where('blockedId', '=', userId)),
);

/** Everyone on either side of a block with the member: left out of what the member is shown. */
export async function blockedIds(db: DB, userId: string): Promise<Set<string>> {
  return new Set((await blockedIdsQuery(db, userId)).rows.map((r) => r.id));
}

/**
 * Whether `viewerId` may see `ownerId`'s profile, given whether they are connected (the caller
 * knows). Blocks hide it both ways; "connections" hides it from everyone else.
 */
export async function mayViewProfile(db: DB, viewerId: string, ownerId: string, connected: boolean): Promise<boolean> {
  if (viewerId === ownerId) return true;
  if (await blockedBetween(db, viewerId, ownerId)) return false;
  const privacy = await privacyOf(db, ownerId);
  return privacy?.profileVisibility !== 'connections' || connected;
}

/**
 * Of these members, the ones `viewerId` must not be shown in lists (people search, Discover):
 * a block either way, a profile kept for connections when they are not connected, or an
 * erased account.
 */
export async function hiddenAmong(db: DB, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const blocked = await blockedIds(db, viewerId);
  const restricted = await db
    .selectFrom('user')
    .select(['id', 'erasedAt'])
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('profileVisibility', '=', 'connections'), eb('erasedAt', 'is not', null)]))
    .where('id', '!=', viewerId)
    .execute();
  const hidden = new Set(ids.filter((id) => blocked.has(id)));
  // An erased account ("Deleted member", ADR 062) is nobody to find.
  for (const { id, erasedAt } of restricted) if (erasedAt !== null || !(await areConnected(db, viewerId, id))) hidden.add(id);
  return hidden;
}
