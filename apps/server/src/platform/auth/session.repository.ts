import type { CompiledQuery, InferResult } from 'kysely';
import type { DB } from '../../db/database.js';

export interface NewSession {
  id: string;
  tokenHash: string;
  userId: string;
  persistent: boolean;
  expiresAt: string;
  now: string;
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(db: DB, s: NewSession): Promise<void> {
  await db
    .insertInto('session')
    .values({
      id: s.id,
      tokenHash: s.tokenHash,
      userId: s.userId,
      persistent: s.persistent,
      expiresAt: s.expiresAt,
      lastSeenAt: s.now,
      createdAt: s.now,
      userAgent: s.userAgent,
      ip: s.ip,
    })
    .execute();
}

function liveSessionQuery(db: DB, tokenHash: string, now: string) {
  return db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select([
      'session.id as sessionId',
      'session.persistent',
      'session.lastSeenAt',
      'session.expiresAt',
      'user.id',
      'user.email',
      'user.firstName',
      'user.lastName',
      'user.title',
      'user.avatar',
      'user.isVerified',
      'user.onboardingCompleted',
      'user.theme',
      'user.language',
      'user.createdAt',
    ])
    .where('session.tokenHash', '=', tokenHash)
    .where('session.expiresAt', '>', now);
}

type LiveSessionRow = InferResult<ReturnType<typeof liveSessionQuery>>[number];
const compiledLookups = new WeakMap<DB, CompiledQuery>();

/**
 * One query per signed-in request: the live session and its member (without the password
 * hash). It runs on every request, so it is compiled once per database and only its two
 * parameters change.
 */
export async function findLiveSession(db: DB, tokenHash: string, now: string): Promise<LiveSessionRow | undefined> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = liveSessionQuery(db, '', '').compile();
    compiledLookups.set(db, compiled);
  }
  const result = await db.executeQuery<LiveSessionRow>({ ...compiled, parameters: [tokenHash, now] });
  return result.rows[0];
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', id).execute();
}

export async function deleteSessionsOfUser(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/** "Last active" moves at most every few minutes (session.ts), so this is rare. */
export async function touchSession(db: DB, id: string, at: string): Promise<void> {
  await db.updateTable('session').set({ lastSeenAt: at }).where('id', '=', id).execute();
}

/** A member's live sessions, most recently active first (Settings → Security). */
export function listSessionsOfUser(db: DB, userId: string, now: string) {
  return db
    .selectFrom('session')
    .select(['id', 'userAgent', 'ip', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .orderBy('lastSeenAt', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/** Ends one of the member's sessions; false when it is not theirs (or already ended). */
export async function deleteSessionOfUser(db: DB, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('session').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the member but one; how many ended. */
export async function deleteOtherSessions(db: DB, userId: string, keepId: string): Promise<number> {
  const result = await db.deleteFrom('session').where('userId', '=', userId).where('id', '!=', keepId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
