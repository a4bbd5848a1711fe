import type { DB } from '../../db/database.js';
import { assignHandle } from '../../platform/member-handle.js';
import type { AuthTokenKind } from '../../db/schema.js';

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  title: string;
  isVerified: boolean;
  language?: string;
  now: string;
}

export async function insertUser(db: DB, u: NewUser): Promise<void> {
  const { now, language = 'en', ...rest } = u;
  await db
    .insertInto('user')
    .values({ ...rest, avatar: null, onboardingCompleted: false, theme: null, language, createdAt: now, updatedAt: now })
    .execute();
  // Every member gets a public handle from their name (issue 26); this is the one place members are created.
  await assignHandle(db, rest.id, rest.firstName, rest.lastName);
}

export function findCredentialsByEmail(db: DB, email: string) {
  return db.selectFrom('user').select(['id', 'passwordHash']).where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: DB, id: string) {
  return db
    .selectFrom('user')
    .select([
      'id',
      'email',
      'firstName',
      'lastName',
      'title',
      'avatar',
      'isVerified',
      'onboardingCompleted',
      'theme',
      'language',
      'createdAt',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateUser(
  db: DB,
  id: string,
  changes: Partial<{ passwordHash: string; isVerified: boolean; theme: string; language: string }>,
): Promise<void> {
  await db
    .updateTable('user')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function insertAuthToken(
  db: DB,
  t: { id: string; userId: string; kind: AuthTokenKind; tokenHash: string; expiresAt: string; now: string },
): Promise<void> {
  const { now, ...rest } = t;
  await db
    .insertInto('authToken')
    .values({ ...rest, usedAt: null, createdAt: now })
    .execute();
}

/** Retires every unused token of a kind, so only the newest link works. */
export async function retireAuthTokens(db: DB, userId: string, kind: AuthTokenKind, now: string): Promise<void> {
  await db
    .updateTable('authToken')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .execute();
}

/**
 * Marks a live token used and returns its member in one statement, so two concurrent uses of
 * the same link cannot both succeed.
 */
export function consumeAuthToken(db: DB, tokenHash: string, kind: AuthTokenKind, now: string) {
  return db
    .updateTable('authToken')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId'])
    .executeTakeFirst();
}

/** Whose token this is, used or not (for links opened a second time). */
export function findAuthTokenOwner(db: DB, tokenHash: string, kind: AuthTokenKind) {
  return db.selectFrom('authToken').select('userId').where('tokenHash', '=', tokenHash).where('kind', '=', kind).executeTakeFirst();
}

/** Whether a token of this kind is unused and unexpired, without using it. */
export async function isLiveAuthToken(db: DB, tokenHash: string, kind: AuthTokenKind, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('authToken')
    .select('id')
    .where('tokenHash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
