import { SIGN_IN_HISTORY_DAYS, type SignInEvent } from '@skilllink/contracts/account';
import type { DB } from '../../db/database.js';
import { toIso } from '../../db/database.js';
import type { SignInMethod, SignInOutcome } from '../../db/schema-account.js';
import { newId } from '../../platform/ids.js';
import { describeUserAgent } from '../../platform/user-agent.js';

const DAY = 86_400_000;
/** The history shows at most this many attempts (a member under attack still gets a readable page). */
const SHOWN = 200;

/** Who asked to sign in: the address the request came from and its browser. */
export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/** Keeps one attempt on an account: only attempts that reached its password, link or code. */
export async function recordSignIn(
  db: DB,
  userId: string,
  client: Client,
  method: SignInMethod,
  outcome: SignInOutcome,
  at: Date,
): Promise<void> {
  await db
    .insertInto('signInEvent')
    .values({
      id: newId(),
      userId,
      at: at.toISOString(),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      method,
      outcome,
    })
    .execute();
}

/** The last 90 days of attempts, newest first. */
export async function signInHistory(
  db: DB,
  userId: string,
  now: Date,
  placeOf: (ip: string | null) => string | null,
): Promise<SignInEvent[]> {
  const rows = await db
    .selectFrom('signInEvent')
    .select(['id', 'at', 'ip', 'userAgent', 'method', 'outcome'])
    .where('userId', '=', userId)
    .where('at', '>', new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * DAY).toISOString())
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute();
  return rows.map((r) => {
    const { browser, os } = describeUserAgent(r.userAgent);
    return { id: r.id, at: toIso(r.at), ip: r.ip, place: placeOf(r.ip), browser, os, method: r.method, outcome: r.outcome };
  });
}

/** Forgets attempts older than 90 days (run periodically). */
export async function forgetOldSignIns(db: DB, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('signInEvent')
    .where('at', '<', new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * DAY).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
