import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInMethod } from '../../db/schema-account.js';
import type { Member } from '../../platform/auth/member.js';
import { setChallengeCookie } from './challenge-cookie.js';
import { startChallenge, twoStepEnabled } from './second-step.service.js';
import type { SignInDeps } from './sign-in.service.js';
import { recordSignIn, type Client } from './sign-in-history.js';

export const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** A session started, or the account's two-step sign-in asks for a code first. */
export type SignInFinish = 'signed_in' | 'second_step';

/**
 * The one way a first step (password or e-mailed link) ends, so two-step sign-in is enforced
 * for both: the attempt is kept in the member's history, the browser's old session ends, and
 * either a session starts or, when the account has two-step on, a short challenge waits in a
 * cookie for the code (second-step.service.ts).
 */
export async function finishSignIn(
  deps: Pick<SignInDeps, 'db' | 'sessions' | 'now' | 'secureCookies'>,
  request: FastifyRequest,
  reply: FastifyReply,
  member: Member,
  persistent: boolean,
  method: SignInMethod,
): Promise<SignInFinish> {
  if (request.auth) await deps.sessions.end(request, reply);
  if (await twoStepEnabled(deps.db, member.id)) {
    const token = await startChallenge(deps, member.id, persistent, method, clientOf(request));
    setChallengeCookie(reply, deps.secureCookies, token);
    return 'second_step';
  }
  await recordSignIn(deps.db, member.id, clientOf(request), method, 'succeeded', deps.now());
  await deps.sessions.start(request, reply, member.id, persistent);
  return 'signed_in';
}
