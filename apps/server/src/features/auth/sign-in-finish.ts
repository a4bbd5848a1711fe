import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInMethod } from '../../db/schema-account.js';
import type { Member } from '../../platform/auth/member.js';
import type { SignInDeps } from './sign-in.service.js';
import { recordSignIn, type Client } from './sign-in-history.js';

export const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * The one way a first step (password or e-mailed link) ends: the attempt is kept in the
 * member's history and a session starts, replacing the one this browser had.
 */
export async function finishSignIn(
  deps: Pick<SignInDeps, 'db' | 'sessions' | 'now'>,
  request: FastifyRequest,
  reply: FastifyReply,
  member: Member,
  persistent: boolean,
  method: SignInMethod,
): Promise<void> {
  if (request.auth) await deps.sessions.end(request, reply);
  await recordSignIn(deps.db, member.id, clientOf(request), method, 'succeeded', deps.now());
  await deps.sessions.start(request, reply, member.id, persistent);
}
