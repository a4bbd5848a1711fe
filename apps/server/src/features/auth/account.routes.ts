import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountResponse,
  AccountUpdate,
  ActiveSessionsResponse,
  EmailChangeConfirmed,
  EmailChangeLink,
  EmailChangeUndone,
  EmailChangeRequest,
  EndedSessionsResponse,
  PasswordChange,
  SessionParams,
  SignInHistoryResponse,
} from '@skilllink/contracts/account';
import { ErrorResponse, MessageResponse } from '@skilllink/contracts/common';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import type { GeoIp } from '../../platform/geoip.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import { memberLimit } from '../../platform/rate-limit.js';
import * as account from './account.service.js';
import * as emailChange from './email-change.service.js';
import { signInHistory } from './sign-in-history.js';

export interface AccountRouteDeps extends emailChange.EmailChangeDeps {
  rateLimitFactor: number;
  /** Approximate places of addresses, when a GeoIP database is configured (GEOIP_DB). */
  geoip: GeoIp | null;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const tags = ['account'];
const MINUTE = 60_000;
const tooMany = { message: 'Too many attempts. Please wait a few minutes and try again', key: 'rate_limited.account' };

/** Settings → Account and Security (issue 25 §1–2, ADR 061). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, deps) => {
  const { db, now } = deps;
  // Places are named in the reader's language ("Ghana"); without a database, none.
  const placeIn = (request: FastifyRequest) => (ip: string | null) => deps.geoip?.placeOf(ip, readerLanguage(request)) ?? null;
  // Each of these checks a password (argon2, ~20 ms) or sends mail: a few tries per quarter hour.
  const sensitive = memberLimit(deps.rateLimitFactor, 10, 15 * MINUTE, tooMany);
  const links = { ...memberLimit(deps.rateLimitFactor, 20, 15 * MINUTE, tooMany), keyGenerator: (req: { ip: string }) => req.ip };

  app.get(
    '/account',
    { schema: { tags, summary: 'My account settings', response: { 200: AccountResponse, ...errors } } },
    async (request) => ({
      account: await account.getAccount(db, requireMember(request), now()),
    }),
  );

  app.patch(
    '/account',
    { schema: { tags, summary: 'Change language or time zone', body: AccountUpdate, response: { 200: AccountResponse, ...errors } } },
    async (request) => ({ account: await account.updateAccount(deps, requireMember(request), request.body) }),
  );

  app.post(
    '/account/password',
    {
      config: { rateLimit: sensitive },
      schema: {
        tags,
        summary: 'Change my password (ends my other sessions)',
        body: PasswordChange,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await account.changePassword(deps, requireMember(request), request.auth!.sessionId, request.body);
      return { message: 'Your password has been changed. Your other devices were signed out.' };
    },
  );

  app.post(
    '/account/email',
    {
      config: { rateLimit: sensitive },
      schema: { tags, summary: 'Ask to change my e-mail address', body: EmailChangeRequest, response: { 202: MessageResponse, ...errors } },
    },
    async (request, reply) =>
      reply.code(202).send({ message: await emailChange.requestEmailChange(deps, requireMember(request), request.body) }),
  );

  app.delete(
    '/account/email',
    { schema: { tags, summary: 'Cancel a pending change of address', response: { 200: AccountResponse, ...errors } } },
    async (request) => {
      const member = requireMember(request);
      await emailChange.cancelEmailChange(deps, member);
      return { account: await account.getAccount(db, member, now()) };
    },
  );

  app.post(
    '/account/email/confirm',
    {
      config: { public: true, rateLimit: links },
      schema: {
        tags,
        summary: 'Open the link sent to the new address',
        body: EmailChangeLink,
        response: { 200: EmailChangeConfirmed, ...errors },
      },
    },
    async (request) => {
      const email = await emailChange.confirmEmailChange(deps, request.body.token);
      return { message: `Your e-mail address is now ${email}.`, email };
    },
  );

  app.post(
    '/account/email/undo',
    {
      config: { public: true, rateLimit: links },
      schema: {
        tags,
        summary: 'Open the undo link sent to the old address',
        body: EmailChangeLink,
        response: { 200: EmailChangeUndone, ...errors },
      },
    },
    async (request) =>
      (await emailChange.undoEmailChange(deps, request.body.token)) === 'cancelled'
        ? { outcome: 'cancelled' as const, message: 'The change was cancelled: your e-mail address stays the same.' }
        : {
            outcome: 'reverted' as const,
            message: 'Your old e-mail address is back and every device was signed out. Choose a new password to be safe.',
          },
  );

  app.get(
    '/account/sessions',
    { schema: { tags, summary: 'Where I am signed in', response: { 200: ActiveSessionsResponse, ...errors } } },
    async (request) => ({
      sessions: await account.activeSessions(db, requireMember(request).id, request.auth!.sessionId, now(), placeIn(request)),
    }),
  );

  app.delete(
    '/account/sessions/:id',
    { schema: { tags, summary: 'Sign out one session', params: SessionParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const member = requireMember(request);
      if (!(await deps.sessions.endOne(member.id, request.params.id)))
        throw new AppError(404, 'not_found', 'This session has already ended', undefined, { key: 'not_found.session' });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/sessions/end-others',
    { schema: { tags, summary: 'Sign out everywhere else', response: { 200: EndedSessionsResponse, ...errors } } },
    async (request) => ({ ended: await deps.sessions.endOthers(requireMember(request).id, request.auth!.sessionId) }),
  );

  app.get(
    '/account/sign-ins',
    { schema: { tags, summary: 'Sign-in attempts of the last 90 days', response: { 200: SignInHistoryResponse, ...errors } } },
    async (request) => ({ events: await signInHistory(db, requireMember(request).id, now(), placeIn(request)) }),
  );
};
