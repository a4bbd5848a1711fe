import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  HeldReferralDecision,
  HeldReferrals,
  HighlightResponse,
  ReferralCodeOwner,
  ReferralCodeParams,
  ReferralHistoryPage,
  ReferralHistoryQuery,
  ReferralIdParams,
  ReferralInvitationRequest,
  ReferralInvitationResponse,
  ReferralsOverview,
} from '@skilllink/contracts/referrals';
import { adminCheck } from '../../platform/auth/admin.js';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { registerPeriodic } from '../../platform/periodic.js';
import { createWindowCounter, memberLimit } from '../../platform/rate-limit.js';
import { attribute } from './attribution.js';
import { invite } from './invitations.service.js';
import { history, overview, redeemHighlight } from './overview.service.js';
import { ownerOfCode } from './referral-code.js';
import type { ReferralDeps } from './referrals.deps.js';
import { REMINDER_TICK_MS, sendDueReminders } from './reminders.js';
import { heldReferrals, reviewHeld } from './review.service.js';
import { settle } from './rewards.js';

export interface ReferralRouteDeps extends ReferralDeps {
  rateLimitFactor: number;
  adminEmails: readonly string[];
  /** DEV_MAILBOX only: POST /api/v1/dev/referral-reminders/run, the reminder sweep on a clock moved ahead. */
  devRoutes?: boolean;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const tags = ['referrals'];
const DAY = 86_400_000;
const DevRemindersRun = z.object({ days: z.number().int().min(0).max(30) });

/** Referrals (issue 27, ADR 069): the member's screen, attribution of new accounts, reminders, review. */
export const referralsRoutes: FastifyPluginAsyncZod<ReferralRouteDeps> = async (app, deps) => {
  const requireAdmin = adminCheck(deps.adminEmails);
  // New accounts are attributed; a verified address or a first step may complete a referral.
  app.accountEvents.onCreated((account) => attribute(deps, account));
  app.accountEvents.onVerified((member) => settle(deps, member.id));
  app.accountEvents.onStepped((userId) => settle(deps, userId));
  registerPeriodic(app, 'referral reminders', REMINDER_TICK_MS, () => sendDueReminders(deps));
  if (deps.devRoutes) {
    // Journeys cannot wait 3 days: the sweep as if it were `days` days later. Only with DEV_MAILBOX.
    app.post('/dev/referral-reminders/run', { schema: { hide: true, body: DevRemindersRun } }, async (request) => ({
      sent: await sendDueReminders({ ...deps, now: () => new Date(deps.now().getTime() + request.body.days * DAY) }),
    }));
  }
  // The daily cap is a rule of the invitations themselves (invitations.service); this only stops floods of refused tries.
  const paced = memberLimit(deps.rateLimitFactor, 30, 60_000, {
    message: 'Too many invitations at once. Please wait a minute and try again',
    key: 'rate_limited.referrals',
  });
  const codeLookups = createWindowCounter(Math.max(1, Math.round(30 * deps.rateLimitFactor)), 60_000);

  app.get(
    '/referrals',
    { schema: { tags, summary: 'My referral code, counts, points and history', response: { 200: ReferralsOverview, ...errors } } },
    async (request) => overview(deps, requireMember(request)),
  );

  app.get(
    '/referrals/history',
    {
      schema: {
        tags,
        summary: 'More of my referral history',
        querystring: ReferralHistoryQuery,
        response: { 200: ReferralHistoryPage, ...errors },
      },
    },
    async (request) => history(deps, requireMember(request), request.query.before, request.query.limit),
  );

  app.post(
    '/referrals/invitations',
    {
      config: { rateLimit: paced },
      schema: {
        tags,
        summary: 'Invite someone by e-mail (20 a day)',
        body: ReferralInvitationRequest,
        response: { 201: ReferralInvitationResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ referral: await invite(deps, requireMember(request), request.body) }),
  );

  app.post(
    '/referrals/highlight',
    { schema: { tags, summary: 'Spend points on a profile highlight', response: { 200: HighlightResponse, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      const result = await redeemHighlight(deps, member);
      // The profile (cached) now shows the highlight.
      await deps.caches.memberChanged(member.id);
      return result;
    },
  );

  app.get(
    '/referrals/codes/:code',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whose referral link this is (first name only)',
        params: ReferralCodeParams,
        response: { 200: ReferralCodeOwner, ...errors },
      },
    },
    async (request, reply) => {
      const wait = codeLookups.hit(request.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new AppError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again', undefined, {
          key: 'rate_limited.referrals',
        });
      }
      const owner = await ownerOfCode(deps.db, request.params.code);
      if (!owner) throw new AppError(404, 'referral_code_not_found', 'This referral code does not exist');
      return { firstName: owner.firstName };
    },
  );

  app.get(
    '/admin/referrals/held',
    { schema: { tags, summary: 'Admins: joins held for review', response: { 200: HeldReferrals, ...errors } } },
    async (request) => {
      requireAdmin(request);
      return heldReferrals(deps);
    },
  );

  app.post(
    '/admin/referrals/:id/review',
    {
      schema: {
        tags,
        summary: 'Admins: release or reject a held join',
        params: ReferralIdParams,
        body: HeldReferralDecision,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      await reviewHeld(deps, request.params.id, request.body.decision);
      return reply.code(204).send(null);
    },
  );
};
