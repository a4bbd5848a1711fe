import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  AccountDeletionRequest,
  AccountDeletionResponse,
  DataExportDownloadQuery,
  DataExportResponse,
} from '@skilllink/contracts/your-data';
import { requireMember } from '../../platform/auth/session.js';
import { registerPeriodic } from '../../platform/periodic.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { cancelDeletion, onSigningIn, runDeletions, scheduleDeletion, scheduledDeletion, type DeletionDeps } from './deletion.service.js';
import { exportStatus, openExport, requestExport, runExports } from './export.service.js';

export interface YourDataRouteDeps extends DeletionDeps {
  rateLimitFactor: number;
  /** DEV_MAILBOX only: POST /api/v1/dev/account-deletions/run, the sweep on a clock moved ahead. */
  devRoutes?: boolean;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 410: ErrorResponse, 429: ErrorResponse };
const tags = ['account'];
const MINUTE = 60_000;
/** Exports are built within a minute of being asked for; erasures are due by the day, checked every quarter hour. */
const EXPORTS_EVERY_MS = MINUTE;
const DELETIONS_EVERY_MS = 15 * MINUTE;
const DAY = 86_400_000;
/** How far ahead the development sweep may move its clock: past the 14 days, not further than needed. */
const DevDeletionsRun = z.object({ days: z.number().int().min(0).max(60) });

/** Settings → Your data (issue 25 §6, ADR 062): a copy of everything, and deleting the account. */
export const yourDataRoutes: FastifyPluginAsyncZod<YourDataRouteDeps> = async (app, deps) => {
  const { db, now } = deps;
  const tooMany = { message: 'Too many attempts. Please wait a few minutes and try again', key: 'rate_limited.account' };
  // Checks a password (argon2): a few tries per quarter hour, like the other account settings.
  const sensitive = memberLimit(deps.rateLimitFactor, 10, 15 * MINUTE, tooMany);

  app.accountEvents.onSigningIn((userId) => onSigningIn(deps, userId));
  // The durable jobs: their rows are in the database, so a restart resumes them.
  registerPeriodic(app, 'data exports', EXPORTS_EVERY_MS, () => runExports(deps));
  registerPeriodic(app, 'account deletions', DELETIONS_EVERY_MS, () => runDeletions(deps));
  if (deps.devRoutes) {
    // Browser journeys run on the real clock and cannot wait 14 days: this runs the sweep as if
    // it were `days` days later (every account then due is erased, as the timer would). Only
    // with DEV_MAILBOX; it does not exist otherwise.
    app.post('/dev/account-deletions/run', { schema: { hide: true, body: DevDeletionsRun } }, async (request) => {
      const ahead = request.body.days * DAY;
      return { erased: await runDeletions({ ...deps, now: () => new Date(now().getTime() + ahead) }) };
    });
  }
  const buildSoon = () => void runExports(deps).catch((err: unknown) => app.log.error({ err }, 'data exports failed'));

  app.get(
    '/account/export',
    { schema: { tags, summary: 'My latest copy of my data', response: { 200: DataExportResponse, ...errors } } },
    async (request) => ({ export: await exportStatus(db, requireMember(request).id, now()) }),
  );

  app.post(
    '/account/export',
    {
      schema: {
        tags,
        summary: 'Ask for a copy of my data (a ZIP, its link e-mailed; once an hour)',
        response: { 202: DataExportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await requestExport(db, requireMember(request).id, now());
      // The periodic job would take it within a minute; this starts it now (a claim keeps it to one build).
      buildSoon();
      return reply.code(202).send({ export: result });
    },
  );

  app.get(
    '/account/export/download',
    {
      // The token is a key: it is kept out of the request log.
      config: { secretUrl: true },
      schema: {
        tags,
        summary: 'Download my data through the e-mailed link (signed in as its owner, until it expires)',
        querystring: DataExportDownloadQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await openExport(deps, requireMember(request).id, request.query.token, now());
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes as never); // bytes go out as they are
    },
  );

  app.get(
    '/account/deletion',
    { schema: { tags, summary: 'When my account will be deleted, if I asked', response: { 200: AccountDeletionResponse, ...errors } } },
    async (request) => ({ scheduledFor: await scheduledDeletion(db, requireMember(request).id) }),
  );

  app.post(
    '/account/deletion',
    {
      config: { rateLimit: sensitive },
      schema: {
        tags,
        summary: 'Delete my account in 14 days (my password again; signing in before then cancels it)',
        body: AccountDeletionRequest,
        response: { 202: AccountDeletionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const scheduledFor = await scheduleDeletion(deps, member, request.auth!.sessionId, request.body.password);
      return reply.code(202).send({ scheduledFor });
    },
  );

  app.delete(
    '/account/deletion',
    { schema: { tags, summary: 'Cancel the deletion of my account', response: { 200: AccountDeletionResponse, ...errors } } },
    async (request) => {
      await cancelDeletion(deps, requireMember(request).id, 'cancelled in settings');
      return { scheduledFor: await scheduledDeletion(db, requireMember(request).id) };
    },
  );
};
