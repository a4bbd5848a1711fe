import type { DB } from '../../db/database.js';
import { memberPair } from '../../db/member-pair.js';
import { prepared } from '../../db/prepared.js';

/** Queries of the profile header: the member, their counts and how the viewer relates to them. */

// The profile's reads run on every profile save and every uncached profile page, so they are
// compiled once (db/prepared.ts, ADR 042).
const profileRowQuery = prepared((db, id: string) =>
  db
    .selectFrom('user')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'title',
      'bio',
      'avatar',
      'location',
      'phone',
      'website',
      'linkedin',
      'github',
      'handle',
      'endorsements',
      'createdAt',
    ])
    .where('id', '=', id),
);

export async function findProfileRow(db: DB, id: string) {
  return (await profileRowQuery(db, id)).rows[0];
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

const viewsQuery = prepared((db, profileId: string) =>
  db
    .selectFrom('profileView')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('profileId', '=', profileId),
);

export async function countProfileViews(db: DB, profileId: string): Promise<number> {
  return Number((await viewsQuery(db, profileId)).rows[0]!.n);
}

const connectionsQuery = prepared((db, userId: string) =>
  db
    .selectFrom('connection')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'accepted')
    .where((eb) => eb.or([eb('requesterId', '=', userId), eb('addresseeId', '=', userId)])),
);

export async function countConnections(db: DB, userId: string): Promise<number> {
  return Number((await connectionsQuery(db, userId)).rows[0]!.n);
}

/** The connection row between two members, whichever of them asked. */
export function findConnection(db: DB, a: string, b: string) {
  const { userLow, userHigh } = memberPair(a, b);
  return db
    .selectFrom('connection')
    .select(['requesterId', 'status'])
    .where('userLow', '=', userLow)
    .where('userHigh', '=', userHigh)
    .executeTakeFirst();
}

/**
 * One view per viewer per profile per UTC day; a repeat the same day changes nothing.
 * Returns whether this call counted a new view.
 */
export async function insertProfileView(db: DB, profileId: string, viewerId: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('profileView')
    .values({ profileId, viewerId, day: now.toISOString().slice(0, 10), createdAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['profileId', 'viewerId', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateProfileFields(
  db: DB,
  id: string,
  fields: Partial<
    Pick<ProfileRow, 'firstName' | 'lastName' | 'title' | 'bio' | 'location' | 'phone' | 'website' | 'linkedin' | 'github' | 'avatar'>
  >,
): Promise<void> {
  await db
    .updateTable('user')
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
