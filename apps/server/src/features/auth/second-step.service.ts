import type { DB } from '../../db/database.js';
import type { SignInMethod } from '../../db/schema-account.js';
import { AppError } from '../../platform/errors.js';
import { hashToken, newToken } from '../../platform/ids.js';
import { checkTotp, compactCode, hashRecoveryCode, isTotpCode } from './two-step-codes.js';
import * as repo from './two-step.repository.js';
import { recordSignIn, type Client } from './sign-in-history.js';

/** Time to fetch the phone and type the code. */
const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong codes one password entry buys; then the password is asked again (and the login throttle counts). */
export const MAX_CODE_TRIES = 5;

export interface SecondStepDeps {
  db: DB;
  now: () => Date;
}

/** No challenge in the cookie, or it expired or was used up: the member starts again from the password. */
export const challengeGone = () =>
  new AppError(400, 'second_step_expired', 'Your sign-in has expired. Please sign in again', undefined, { key: 'second_step_expired' });

const tooManyWrong = () =>
  new AppError(400, 'second_step_expired', 'Too many wrong codes. Please sign in again', undefined, {
    key: 'second_step_expired.too_many',
  });

const wrong = (message: string, key: string) => new AppError(400, 'wrong_code', message, { code: message }, { key });

export const wrongCode = () => wrong('This code is not right. Check your authenticator app and try again', 'wrong_code');
const replayed = () => wrong('This code has already been used. Wait for the next code in your app', 'wrong_code.replay');
const recoveryUsed = () => wrong('This recovery code has already been used. Try another one', 'wrong_code.recovery_used');

export const twoStepEnabled = (db: DB, userId: string) => repo.twoStepEnabled(db, userId);

/** The first step passed on an account with two-step on: what the challenge cookie carries. */
export async function startChallenge(
  { db, now }: SecondStepDeps,
  userId: string,
  persistent: boolean,
  method: SignInMethod,
  client: Client,
): Promise<string> {
  const at = now();
  const token = newToken();
  await repo.deleteExpiredChallenges(db, at.toISOString());
  await repo.insertChallenge(db, {
    tokenHash: hashToken(token),
    userId,
    persistent,
    method,
    expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS).toISOString(),
  });
  await recordSignIn(db, userId, client, method, 'second_step_needed', at);
  return token;
}

type Outcome = 'ok' | 'wrong' | 'replay' | 'recovery_used';

/** A 6-digit code of the app, used once; or one recovery code, used once. */
async function checkCode(db: DB, userId: string, code: string, now: Date): Promise<Outcome> {
  const compact = compactCode(code);
  if (isTotpCode(compact)) {
    const state = await repo.readTotp(db, userId);
    if (!state.totpSecret) return 'wrong';
    const check = await checkTotp(state.totpSecret, compact, state.totpLastStep, now);
    if (!check.ok) return check.replay ? 'replay' : 'wrong';
    // A parallel request with the same code may have moved the step first.
    return (await repo.useStep(db, userId, check.step)) ? 'ok' : 'replay';
  }
  const spent = await repo.useRecoveryCode(db, userId, hashRecoveryCode(compact), now.toISOString());
  return spent === 'ok' ? 'ok' : spent === 'used' ? 'recovery_used' : 'wrong';
}

/**
 * The second step: each try is counted on the challenge first; a right code ends the
 * challenge (one challenge, one session) and is kept in the history like a wrong one.
 */
export async function passSecondStep(
  { db, now }: SecondStepDeps,
  token: string | undefined,
  code: string,
  client: Client,
): Promise<{ userId: string; persistent: boolean; method: string }> {
  if (!token) throw challengeGone();
  const tokenHash = hashToken(token);
  const at = now();
  const challenge = await repo.takeAttempt(db, tokenHash, at.toISOString(), MAX_CODE_TRIES);
  if (!challenge) {
    await repo.deleteChallenge(db, tokenHash);
    throw challengeGone();
  }
  const outcome = await checkCode(db, challenge.userId, code, at);
  if (outcome === 'ok') {
    if (!(await repo.deleteChallenge(db, tokenHash))) throw challengeGone();
    await recordSignIn(db, challenge.userId, client, 'second_step', 'succeeded', at);
    return { userId: challenge.userId, persistent: challenge.persistent, method: challenge.method };
  }
  await recordSignIn(db, challenge.userId, client, 'second_step', 'wrong_code', at);
  if (challenge.attempts >= MAX_CODE_TRIES) {
    await repo.deleteChallenge(db, tokenHash);
    throw tooManyWrong();
  }
  throw outcome === 'replay' ? replayed() : outcome === 'recovery_used' ? recoveryUsed() : wrongCode();
}
