import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStep } from './auth/session.js';
import type { AppError } from './errors.js';

export interface GateSteps {
  /** Gives the request its logger, when Fastify has none of its own (logging.ts). */
  logger: (request: FastifyRequest, reply: FastifyReply) => void;
  /** Sets the answer's security headers (security-headers.ts). */
  headers: (request: FastifyRequest, reply: FastifyReply) => void;
  /** The per-address flood limit (rate-limit.ts): the refusal, or null. */
  flood: (request: FastifyRequest, reply: FastifyReply) => AppError | null;
  /** The CSRF check, and the CSRF cookie for a first visit (csrf.ts): the refusal, or null. */
  csrf: (request: FastifyRequest, reply: FastifyReply) => AppError | null;
  /** Signs the request in from its session cookie (auth/session.ts). */
  session: SessionStep;
}

/**
 * Everything the platform does to every request, in one onRequest hook and in a fixed order:
 * the request's logger, headers (refusals carry them too), the flood limit, the CSRF check,
 * and the session.
 *
 * Why one hook and not four: Fastify calls each hook through one shared call site, which met
 * four different functions on every request, so V8 could inline none of them, and ran its hook
 * runner's step four times. Here every step has a call site of its own that only ever sees
 * that step, and the common case — a returning visitor or a cached session — finishes without
 * a promise (ADR 023).
 */
export function registerRequestGate(app: FastifyInstance, steps: GateSteps): void {
  const { logger, headers, flood, csrf, session } = steps;
  app.addHook('onRequest', (request, reply, done) => {
    logger(request, reply);
    headers(request, reply);
    const refused = flood(request, reply) ?? csrf(request, reply);
    if (refused) return done(refused);
    const waiting = session(request);
    if (waiting === undefined) return done();
    waiting.then(() => done(), done);
  });
}
