import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../platform/mail/mailer.js';
import { AccountResponse, RecoveryCodesResponse, TwoStepEnable, TwoStepPassword, TwoStepSetup } from '@skilllink/contracts/account';
import { SecondStepRequest, SignedInResponse } from '@skilllink/contracts/auth';
import { ErrorResponse } from '@skilllink/contracts/common';
import type { DB } from '../../db/database.js';
import { requireMember, type Sessions } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { memberLimit, type AuthLimits } from '../../platform/rate-limit.js';
import { getAccount } from './account.service.js';
import { toUser } from './auth.presenter.js';
import { loadMember } from './auth.service.js';
import { clearChallengeCookie, readChallengeCookie } from './challenge-cookie.js';
import { clearOidcCookie, readOidcCookie } from './oidc-cookie.js';
import { linkAfterPassword } from './oidc.service.js';
import { passSecondStep } from './second-step.service.js';
import { clientOf } from './sign-in-finish.js';
import * as twoStep from './two-step.service.js';

export interface TwoStepRouteDeps {
  db: DB;
  sessions: Sessions;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  secureCookies: boolean;
  limits: AuthLimits;
  rateLimitFactor: number;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const MINUTE = 60_000;
const tooMany = { message: 'Too many attempts. Please wait a few minutes and try again', key: 'rate_limited.account' };

/** Two-step sign-in with an authenticator app (issue 25 §2): set up in Settings, asked at sign-in. */
export const twoStepRoutes: FastifyPluginAsyncZod<TwoStepRouteDeps> = async (app, deps) => {
  const { db, now, sessions, secureCookies } = deps;
  // Password checks (argon2) and code guesses: a few tries per quarter hour, as the other account changes.
  const sensitive = memberLimit(deps.rateLimitFactor, 10, 15 * MINUTE, tooMany);
  const tags = ['account'];

  app.post(
    '/account/two-step/setup',
    {
      config: { rateLimit: sensitive },
      schema: {
        tags,
        summary: 'Start two-step sign-in: a secret for the app',
        body: TwoStepPassword,
        response: { 200: TwoStepSetup, ...errors },
      },
    },
    async (request) => twoStep.startSetup(deps, requireMember(request), request.body.password),
  );

  app.post(
    '/account/two-step/enable',
    {
      config: { rateLimit: sensitive },
      schema: {
        tags,
        summary: 'Turn two-step sign-in on with a code from the app (recovery codes are shown once)',
        body: TwoStepEnable,
        response: { 200: RecoveryCodesResponse, ...errors },
      },
    },
    async (request) => ({ recoveryCodes: await twoStep.enable(deps, requireMember(request), request.body.code) }),
  );

  app.post(
    '/account/two-step/disable',
    {
      config: { rateLimit: sensitive },
      schema: { tags, summary: 'Turn two-step sign-in off', body: TwoStepPassword, response: { 200: AccountResponse, ...errors } },
    },
    async (request) => {
      const member = requireMember(request);
      await twoStep.disable(deps, member, request.body.password);
      return { account: await getAccount(db, member, now()) };
    },
  );

  app.post(
    '/account/two-step/recovery-codes',
    {
      config: { rateLimit: sensitive },
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working)',
        body: TwoStepPassword,
        response: { 200: RecoveryCodesResponse, ...errors },
      },
    },
    async (request) => ({ recoveryCodes: await twoStep.renewRecoveryCodes(deps, requireMember(request), request.body.password) }),
  );

  app.post(
    '/auth/two-step',
    {
      config: { public: true, rateLimit: deps.limits.secondStep },
      schema: {
        tags: ['auth'],
        summary: 'The second step of sign-in: a code from the app or a recovery code (5 tries per sign-in)',
        body: SecondStepRequest,
        response: { 200: SignedInResponse, ...errors },
      },
    },
    async (request, reply) => {
      const token = readChallengeCookie(request, secureCookies);
      const passed = await passSecondStep(deps, token, request.body.code, clientOf(request)).catch((err: unknown) => {
        // The challenge is over: the browser forgets it too.
        if (err instanceof AppError && err.code === 'second_step_expired') clearChallengeCookie(reply, secureCookies);
        throw err;
      });
      clearChallengeCookie(reply, secureCookies);
      if (request.auth) await sessions.end(request, reply);
      await sessions.start(request, reply, passed.userId, passed.persistent);
      const member = await loadMember(db, passed.userId);
      // A password sign-in finished here links the provider waiting for it, as /auth/login does (ADR 064).
      const linked =
        passed.method === 'password' ? await linkAfterPassword(deps, readOidcCookie(request, secureCookies), member) : undefined;
      if (linked) clearOidcCookie(reply, secureCookies);
      return { user: toUser(member), ...(linked ? { linked } : {}) };
    },
  );
};
