import type { DB } from '../../db/database.js';

/** Queries of a member's public handle (issue 26): user.handle, the old handles, the change log. */

export async function findOwnHandle(db: DB, userId: string) {
  return db.selectFrom('user').select(['handle', 'firstName', 'lastName']).where('id', '=', userId).executeTakeFirst();
}

/** The member whose current handle this is, if any. */
export async function currentOwner(db: DB, handle: string): Promise<string | undefined> {
  return (await db.selectFrom('user').select('id').where('handle', '=', handle).executeTakeFirst())?.id;
}

export async function changesSince(db: DB, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('memberHandleChange')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('changedAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves the member from `from` to `to`: `to` stops redirecting to whoever had it before (the new
 * owner wins, or the member takes their own old handle back), `from` now redirects to the member,
 * and the change is counted. Change rows older than `dayAgo` are no longer needed.
 */
export async function moveHandle(db: DB, userId: string, from: string | null, to: string, now: string, dayAgo: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('user').set({ handle: to, updatedAt: now }).where('id', '=', userId).execute();
    await trx.deleteFrom('memberHandleRedirect').where('oldHandle', '=', to).execute();
    if (from !== null)
      await trx
        .insertInto('memberHandleRedirect')
        .values({ oldHandle: from, userId, createdAt: now })
        .onConflict((oc) => oc.column('oldHandle').doUpdateSet({ userId, createdAt: now }))
        .execute();
    await trx.deleteFrom('memberHandleChange').where('userId', '=', userId).where('changedAt', '<=', dayAgo).execute();
    await trx.insertInto('memberHandleChange').values({ userId, changedAt: now }).execute();
  });
}
