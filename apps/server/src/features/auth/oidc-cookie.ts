import type { FastifyReply, FastifyRequest } from 'fastify';

const OIDC_COOKIE = 'sl_oidc';
/** A sign-in at the provider, or a link waiting for the password, lasts 10 minutes. */
export const OIDC_TTL_MS = 10 * 60_000;

/** `__Host-` over https, as the challenge cookie (challenge-cookie.ts). */
const nameOf = (secure: boolean) => (secure ? `__Host-${OIDC_COOKIE}` : OIDC_COOKIE);
// Lax: the provider's redirect back is a top-level GET, which Lax cookies accompany.
const options = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

/** Binds a provider sign-in (or a pending link) to this browser: an opaque token whose hash keys the row. */
export function setOidcCookie(reply: FastifyReply, secure: boolean, token: string): void {
  reply.setCookie(nameOf(secure), token, { ...options(secure), maxAge: OIDC_TTL_MS / 1000 });
}

export const readOidcCookie = (request: FastifyRequest, secure: boolean): string | undefined => request.cookies[nameOf(secure)];

export function clearOidcCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(nameOf(secure), options(secure));
}
