import { handleFromName, handleProblem } from '@skilllink/contracts/public-member';
import type { DB } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';

/**
 * Gives a member their first public handle (/in/{handle}, issue 26) from their name. Shared
 * because members are created by auth (registration, sign-in providers, the demo seed) while the
 * profile area lets them change it; both must follow the same rules.
 */

const TRIES = 5;

/** Handles in use (current or old) that start like `base`. Old handles count, so a new member never breaks someone's link. */
async function usedLike(db: DB, base: string): Promise<Set<string>> {
  const pattern = `${base}-%`;
  const [current, old] = await Promise.all([
    db
      .selectFrom('user')
      .select('handle')
      .where((eb) => eb.or([eb('handle', '=', base), eb('handle', 'like', pattern)]))
      .execute(),
    db
      .selectFrom('memberHandleRedirect')
      .select('oldHandle as handle')
      .where((eb) => eb.or([eb('oldHandle', '=', base), eb('oldHandle', 'like', pattern)]))
      .execute(),
  ]);
  return new Set([...current, ...old].map((r) => r.handle).filter((h): h is string => h !== null));
}

/** The first of base, base-2, base-3… that is free and allowed. */
export async function freeHandle(db: DB, base: string): Promise<string> {
  const used = await usedLike(db, base);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!used.has(candidate) && handleProblem(candidate) === null) return candidate;
  }
}

/**
 * Sets the handle of a member who has none (a new member, or one from the bulk seed) and answers
 * it. Two members of the same name registering at once may pick the same candidate: the unique
 * index refuses the second, who tries again. Never call inside a transaction (on PostgreSQL the
 * refused write would end it).
 */
export async function assignHandle(db: DB, userId: string, firstName: string, lastName: string): Promise<string> {
  const base = handleFromName(firstName, lastName);
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    // After a lost race, a random tail makes a third collision all but impossible.
    const start = attempt < 2 ? base : `${base}-${Math.random().toString(36).slice(2, 7)}`;
    const handle = await freeHandle(db, start);
    try {
      const set = await db.updateTable('user').set({ handle }).where('id', '=', userId).where('handle', 'is', null).executeTakeFirst();
      if (Number(set.numUpdatedRows) === 1) return handle;
      const row = await db.selectFrom('user').select('handle').where('id', '=', userId).executeTakeFirst();
      if (row?.handle) return row.handle;
      throw new Error(`No member ${userId} to give a handle to`);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error(`Could not find a free handle for ${userId}`);
}
