import type { DB } from '../../../db/database.js';
import { DEFAULT_TIME_ZONE } from '../settings.repository.js';

/**
 * Sets (or with null, clears) the hash of the member's feed token. A member without settings
 * yet gets the row with the default zone; the zone and hidden calendars are left as they are.
 */
export async function setFeedTokenHash(db: DB, memberId: string, hash: string | null, at: string): Promise<void> {
  await db
    .insertInto('calendarSettings')
    .values({ memberId, timeZone: DEFAULT_TIME_ZONE, feedTokenHash: hash, updatedAt: at })
    .onConflict((oc) => oc.column('memberId').doUpdateSet({ feedTokenHash: hash, updatedAt: at }))
    .execute();
}

/** Whether the member has a feed in force. */
export async function hasFeed(db: DB, memberId: string): Promise<boolean> {
  const row = await db.selectFrom('calendarSettings').select('feedTokenHash').where('memberId', '=', memberId).executeTakeFirst();
  return Boolean(row?.feedTokenHash);
}

/** The member whose feed token has this hash (unique column), if any. */
export async function memberOfFeed(db: DB, hash: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendarSettings').select('memberId').where('feedTokenHash', '=', hash).executeTakeFirst();
  return row?.memberId;
}
