/**
 * How long a client may take to send its request (ADR 035). Fastify turns Node's request
 * timeout off by default, so a connection that declared a body and sent nothing stayed open
 * for minutes, one file descriptor and one parser each.
 */
export interface HttpTimeouts {
  /** All request headers must arrive within this. */
  headersMs: number;
  /** A connection on which nothing moves for this long is closed (a stalled body, a silent client). */
  idleMs: number;
  /** The whole request, body included, must arrive within this: 5 MB (the largest upload) at ~350 kbit/s. */
  requestMs: number;
  /** How often Node checks the two limits above; they can be overrun by up to this much. */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, idleMs: 30_000, requestMs: 120_000, checkEveryMs: 2_000 };

/** Fastify's options for the limits (keep-alive stays at Fastify's default, 72 s). */
export function fastifyTimeouts(t: HttpTimeouts) {
  return {
    connectionTimeout: t.idleMs,
    requestTimeout: t.requestMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
  };
}
