import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import type { DB } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { createWindowCounter } from '../../../platform/rate-limit.js';
import { feedIcs } from './feed.service.js';
import { tags } from '../route-options.js';

/** Feed reads per client address per minute, times RATE_LIMIT_FACTOR. */
export const FEED_PER_MINUTE = 30;
export const FEED_RATE_LIMITED = 'Too many calendar feed requests from your network. Please wait a minute and try again.';

/**
 * Per address, counted on arrival in this process (ADR 010's counter, as the certificate
 * verification): calendar apps poll a feed every few minutes to hours, so a generous limit
 * still stops anyone trying tokens, and N processes multiplying it still bound them.
 */
function feedLimit(factor: number): onRequestHookHandler {
  const counter = createWindowCounter(Math.max(1, Math.round(FEED_PER_MINUTE * factor)), 60_000);
  return (request, reply, done) => {
    const wait = counter.hit(request.ip);
    if (wait === null) return done();
    reply.header('retry-after', String(wait));
    done(new AppError(429, 'rate_limited', FEED_RATE_LIMITED, undefined, { key: 'rate_limited.feed' }));
  };
}

const FeedParams = z.object({ file: z.string().max(80) });

/** The private subscription itself: no session, the token in the address is the key. */
export const feedRoutes: FastifyPluginAsyncZod<{ db: DB; publicUrl: string; rateLimitFactor: number }> = async (
  app,
  { db, publicUrl, rateLimitFactor },
) => {
  app.get(
    '/calendar/feed/:file',
    {
      schema: {
        tags,
        summary: 'A member calendar by its private subscription address (no sign-in; rate limited per address)',
        params: FeedParams,
        response: { 404: ErrorResponse, 429: ErrorResponse },
      },
      onRequest: feedLimit(rateLimitFactor),
      // Calendar apps poll without a browser: no CSRF cookie to mint. The token is the key: never logged.
      config: { public: true, csrfCookie: false, secretUrl: true },
    },
    async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1] ?? '';
      const text = await feedIcs({ db, publicUrl }, token, new Date());
      // Calendar apps poll; a private answer they may keep a few minutes.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text as never);
    },
  );
};
