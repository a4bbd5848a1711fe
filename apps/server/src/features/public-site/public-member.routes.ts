import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { PublicMemberParams, PublicMemberResponse } from '@skilllink/contracts/public-member';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { createWindowCounter } from '../../platform/rate-limit.js';
import { findPublicMember } from './public-member.service.js';

const MINUTE = 60_000;
/** Pages a visitor may open a minute: plenty for reading, little for scraping every member. */
const LOOKUPS_PER_MINUTE = 60;

/** The signed-out view of a member as JSON (issue 26 §2); the server-rendered /in/{handle} page uses the same lookup. */
export const publicMemberRoutes: FastifyPluginAsyncZod<{ db: DB; rateLimitFactor: number }> = async (app, { db, rateLimitFactor }) => {
  // Per address, counted on arrival in this process (ADR 010), like certificate verification: the
  // page is read often and must stay cheap; N processes multiplying the limit still bound a scraper.
  const counter = createWindowCounter(Math.max(1, Math.round(LOOKUPS_PER_MINUTE * rateLimitFactor)), MINUTE);
  app.get(
    '/public/members/:handle',
    {
      config: { public: true },
      onRequest: (request, reply, done) => {
        const wait = counter.hit(request.ip);
        if (wait === null) return done();
        reply.header('retry-after', String(wait));
        done(
          new AppError(429, 'rate_limited', 'Too many profiles opened. Please wait a minute and try again', undefined, {
            key: 'rate_limited.public_members',
          }),
        );
      },
      schema: {
        tags: ['public site'],
        summary: "A member's public profile (or their new handle after a change)",
        params: PublicMemberParams,
        response: { 200: PublicMemberResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const found = await findPublicMember(db, request.params.handle);
      if (found?.kind === 'member') return { member: found.member };
      if (found?.kind === 'redirect') return { redirect: found.handle };
      if (found?.kind === 'hidden')
        throw new AppError(403, 'forbidden', 'This member shows their profile to signed-in members only', undefined, {
          key: 'forbidden.profile_hidden',
        });
      throw new AppError(404, 'not_found', 'This member does not exist', undefined, { key: 'not_found.person' });
    },
  );
};
