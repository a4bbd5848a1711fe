import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_RANDOM } from '@skilllink/contracts/referrals';
import type { DB } from '../../db/database.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Long enough for any first name people read as a name; the random part makes it unique. */
const PREFIX_MAX = 24;
const ATTEMPTS = 8;

/** "Éloïse" → "ELOISE", "Kwame-Nkrumah" → "KWAMENKRUMAH"; a name with no Latin letters → "MEMBER" (spec 001 §9). */
export function codePrefix(firstName: string): string {
  const folded = firstName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'SS')
    .replace(/[æÆ]/g, 'AE')
    .replace(/[øØ]/g, 'O')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return folded.slice(0, PREFIX_MAX) || 'MEMBER';
}

export function newCode(firstName: string): string {
  let random = '';
  for (let i = 0; i < REFERRAL_CODE_RANDOM; i += 1) random += LETTERS[randomInt(LETTERS.length)];
  return codePrefix(firstName) + random;
}

const codeOfMember = (db: DB, userId: string) =>
  db
    .selectFrom('referralCode')
    .select('code')
    .where('userId', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.code);

/**
 * The member's code, made on first use. Two requests making it at once, or a code already
 * taken by someone else, both end in "insert nothing": the first is settled by reading the
 * member's row again, the second by drawing again (26⁶ ≈ 309 million codes per first name).
 */
export async function codeOf(db: DB, userId: string, firstName: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const existing = await codeOfMember(db, userId);
    if (existing) return existing;
    await db
      .insertInto('referralCode')
      .values({ userId, code: newCode(firstName), createdAt: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const made = await codeOfMember(db, userId);
  if (!made) throw new Error('no free referral code after several draws');
  return made;
}

/** Who owns a code, if anyone. */
export function ownerOfCode(db: DB, code: string) {
  return db
    .selectFrom('referralCode')
    .innerJoin('user', 'user.id', 'referralCode.userId')
    .select(['user.id', 'user.firstName', 'user.email'])
    .where('referralCode.code', '=', code.toUpperCase())
    .where('user.erasedAt', 'is', null)
    .executeTakeFirst();
}
