import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Only a member who confirmed their e-mail address may do this (ADR 031): messaging,
     * connection requests, reviews, endorsements — what reaches other members. Reading never
     * needs it. Unverified members get 403 `email_unverified`.
     */
    verifiedEmail?: boolean;
  }
}

export const EMAIL_UNVERIFIED_MESSAGE = 'Confirm your e-mail address first: open the link we e-mailed you, or ask for a new one';

/** 403 for a signed-in member who has not confirmed their address; visitors are left to the route's own 401. */
export const checkVerifiedEmail: preValidationHookHandler = function (request: FastifyRequest, _reply, done) {
  if (request.auth && !request.auth.member.isVerified) return done(new AppError(403, 'email_unverified', EMAIL_UNVERIFIED_MESSAGE));
  done();
};

const asArray = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/**
 * The one guard: a route that says `config: { verifiedEmail: true }` gets checkVerifiedEmail
 * before its body is validated and its handler runs. Register before the routes (onRoute sees only routes added after it).
 */
export function registerVerifiedEmailGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.verifiedEmail) return;
    // Before validation: the refusal does not depend on what was sent.
    route.preValidation = [
      ...asArray(route.preValidation as preValidationHookHandler | preValidationHookHandler[] | undefined),
      checkVerifiedEmail,
    ];
  });
}
