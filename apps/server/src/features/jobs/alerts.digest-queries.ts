import type { DB } from '../../db/database.js';

// Kysely queries for the daily job alert digest (alerts.digest.ts) and its unsubscribe link.

/** Members with matches no digest has claimed yet and no digest on `day` yet. */
export async function membersToDigest(db: DB, day: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('jobAlertMatch as m')
    .select('m.memberId')
    .distinct()
    .where('m.digestId', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('jobAlertDigest as d').select('d.id').whereRef('d.memberId', '=', 'm.memberId').where('d.day', '=', day)),
      ),
    )
    .limit(limit)
    .execute();
  return rows.map((r) => r.memberId);
}

/** The member's digest of `day`: true for the one process whose row it is (the (member, day) key decides). */
export async function createDigest(db: DB, row: { id: string; memberId: string; day: string; at: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('jobAlertDigest')
    .values({ id: row.id, memberId: row.memberId, day: row.day, createdAt: row.at })
    .onConflict((oc) => oc.columns(['memberId', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Every match of the member no digest has listed yet becomes this digest's. */
export async function claimMatches(db: DB, memberId: string, digestId: string): Promise<void> {
  await db.updateTable('jobAlertMatch').set({ digestId }).where('memberId', '=', memberId).where('digestId', 'is', null).execute();
}

export function memberForMail(db: DB, memberId: string) {
  return db.selectFrom('user').select(['email', 'firstName', 'language', 'isVerified']).where('id', '=', memberId).executeTakeFirst();
}

/** The digest's listings still open at `now`, newest first. */
export function digestListings(db: DB, digestId: string, now: string, limit: number) {
  return db
    .selectFrom('job as j')
    .innerJoin('user as u', 'u.id', 'j.posterId')
    .leftJoin('company as c', 'c.id', 'j.companyId')
    .select([
      'j.id',
      'j.kind',
      'j.title',
      'j.location',
      'j.isRemote',
      'j.salaryMin',
      'j.salaryMax',
      'j.salaryCurrency',
      'j.salaryPeriod',
      'c.name as companyName',
      'u.firstName as posterFirstName',
      'u.lastName as posterLastName',
    ])
    .where('j.status', '=', 'open')
    .where((eb) => eb.or([eb('j.deadline', 'is', null), eb('j.deadline', '>', now)]))
    .where((eb) =>
      eb.exists(eb.selectFrom('jobAlertMatch as m').select('m.jobId').whereRef('m.jobId', '=', 'j.id').where('m.digestId', '=', digestId)),
    )
    .orderBy('j.postedAt', 'desc')
    .orderBy('j.id', 'desc')
    .limit(limit)
    .execute();
}
export type DigestListing = Awaited<ReturnType<typeof digestListings>>[number];

/** How many open listings the digest has (two alerts matching one listing count it once). */
export async function countDigestListings(db: DB, digestId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('job as j')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('j.status', '=', 'open')
    .where((eb) => eb.or([eb('j.deadline', 'is', null), eb('j.deadline', '>', now)]))
    .where((eb) =>
      eb.exists(eb.selectFrom('jobAlertMatch as m').select('m.jobId').whereRef('m.jobId', '=', 'j.id').where('m.digestId', '=', digestId)),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The searches behind the digest's matches (the mail's button opens the search when there is one). */
export async function digestSearches(db: DB, digestId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('jobAlert as a')
    .select('a.search')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('jobAlertMatch as m').select('m.alertId').whereRef('m.alertId', '=', 'a.id').where('m.digestId', '=', digestId),
      ),
    )
    .limit(2)
    .execute();
  return rows.map((r) => r.search);
}

export async function markDigestMailed(db: DB, id: string, tokenHash: string, listingCount: number): Promise<void> {
  await db.updateTable('jobAlertDigest').set({ tokenHash, listingCount }).where('id', '=', id).execute();
}

/** The member a digest's unsubscribe token belongs to, if it was mailed after `since`. */
export async function memberOfToken(db: DB, tokenHash: string, since: string): Promise<string | null> {
  const row = await db
    .selectFrom('jobAlertDigest')
    .select('memberId')
    .where('tokenHash', '=', tokenHash)
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return row?.memberId ?? null;
}

/** Forgets matches and digests past their use: the queue and the ledger stay the size of a few days. */
export async function prune(db: DB, matchesBefore: string, digestsBefore: string): Promise<void> {
  await db.deleteFrom('jobAlertMatch').where('matchedAt', '<', matchesBefore).execute();
  await db.deleteFrom('jobAlertDigest').where('createdAt', '<', digestsBefore).execute();
}
