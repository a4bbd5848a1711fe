import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeed, EventParams, ICS_IMPORT_MAX_BYTES, ICS_IMPORT_RATE, ImportSummary } from '@skilllink/contracts/calendar';
import { ErrorResponse } from '@skilllink/contracts/common';
import type { DB } from '../../../db/database.js';
import { requireMember } from '../../../platform/auth/session.js';
import { AppError } from '../../../platform/errors.js';
import { readerLanguage } from '../../../platform/i18n/language.js';
import type { MemberCaches } from '../../../platform/member-cache.js';
import { memberLimit } from '../../../platform/rate-limit.js';
import { feedState, revokeFeed, rotateFeed } from './feed.service.js';
import { importCalendar } from './ics-import.js';
import { summaryIn } from './ics-reason-text.js';
import { calendarIcs, eventIcs } from './ics.service.js';
import { errors, tags } from '../route-options.js';

export interface IcsRouteOptions {
  db: DB;
  caches: MemberCaches;
  publicUrl: string;
  rateLimitFactor: number;
}

/** The import's own limit (ADR 029): parsing a file is the heaviest thing a member can ask for. */
const IMPORT_RATE_TEXT = `You can import ${ICS_IMPORT_RATE.max} files a minute. Please wait a minute and try again`;

export const ICS_TYPE = 'text/calendar; charset=utf-8';

/**
 * ICS (ADR 019): export of one event or the whole calendar, the private subscription
 * address, and import, under /api/v1. The public feed (no session; the token is the key) is
 * `feedRoutes`, which app.ts registers under /api: /api/calendar/feed/:token.ics.
 */
export const icsRoutes: FastifyPluginAsyncZod<IcsRouteOptions> = async (app, { db, caches, publicUrl, rateLimitFactor }) => {
  const deps = { db, caches, publicUrl };

  app.get(
    '/calendar/events/:id/ics',
    { schema: { tags, summary: 'One event (a whole series with its exceptions) as .ics', params: EventParams, response: errors } },
    async (request, reply) => {
      const { text, fileName } = await eventIcs(deps, requireMember(request).id, request.params.id, new Date());
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text as never);
    },
  );

  app.get('/calendar/export.ics', { schema: { tags, summary: 'My whole calendar as .ics', response: errors } }, async (request, reply) => {
    const text = await calendarIcs(deps, requireMember(request).id, new Date());
    return reply
      .type(ICS_TYPE)
      .header('content-disposition', 'attachment; filename="SkillLink-calendar.ics"')
      .send(text as never);
  });

  app.get(
    '/calendar/feed',
    { schema: { tags, summary: 'Whether my subscription address is in force', response: { 200: CalendarFeed, ...errors } } },
    async (request) => feedState(deps, requireMember(request).id),
  );

  app.post(
    '/calendar/feed',
    { schema: { tags, summary: 'Create or rotate my subscription address (shown once)', response: { 200: CalendarFeed, ...errors } } },
    async (request) => rotateFeed(deps, requireMember(request).id),
  );

  app.delete(
    '/calendar/feed',
    { schema: { tags, summary: 'Revoke my subscription address', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await revokeFeed(deps, requireMember(request).id);
      return reply.code(204).send(null);
    },
  );

  // Its own small context: the .ics text arrives as it is, and this parser applies to the import
  // route alone (an import is rare, so its own Request class costs nothing; ADR 021).
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/calendar', { parseAs: 'string', bodyLimit: ICS_IMPORT_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/calendar/import',
      {
        bodyLimit: ICS_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary: 'Import an .ics file (text/calendar): what was imported and what was skipped',
          response: { 200: ImportSummary, ...errors, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
        },
        config: {
          rateLimit: memberLimit(rateLimitFactor, ICS_IMPORT_RATE.max, ICS_IMPORT_RATE.windowMs, {
            message: IMPORT_RATE_TEXT,
            key: 'rate_limited.ics_import',
            params: { max: ICS_IMPORT_RATE.max },
          }),
        },
      },
      async (request) => {
        const me = requireMember(request).id;
        // JSON (which the app parses everywhere) is not an .ics file.
        if (typeof request.body !== 'string')
          throw new AppError(415, 'unsupported_media_type', 'Send the .ics file as text/calendar', undefined, {
            key: 'unsupported_media_type.ics',
          });
        return summaryIn(readerLanguage(request), await importCalendar(deps, me, request.body));
      },
    );
  });
};
