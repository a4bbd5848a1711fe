import type { FastifyReply, FastifyRequest } from 'fastify';

const CHALLENGE_COOKIE = 'sl_challenge';
/** The challenge lives 10 minutes on the server; the cookie no longer. */
const MAX_AGE_S = 10 * 60;

/** `__Host-` over https, as the session cookie (platform/auth/session.ts): no sibling subdomain can plant it. */
const nameOf = (secure: boolean) => (secure ? `__Host-${CHALLENGE_COOKIE}` : CHALLENGE_COOKIE);
const options = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

/** Between the password (or link) and the code: an opaque token only the server can read back. */
export function setChallengeCookie(reply: FastifyReply, secure: boolean, token: string): void {
  reply.setCookie(nameOf(secure), token, { ...options(secure), maxAge: MAX_AGE_S });
}

export const readChallengeCookie = (request: FastifyRequest, secure: boolean): string | undefined => request.cookies[nameOf(secure)];

export function clearChallengeCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(nameOf(secure), options(secure));
}
