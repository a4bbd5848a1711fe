import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  PreferencesRequest,
  PublicConfig,
  RegisterRequest,
  ResetLinkCheckRequest,
  ResetPasswordRequest,
  SignInLinkRequest,
  SignInWithLinkRequest,
  UserResponse,
  VerifyEmailRequest,
} from '@skilllink/contracts/auth';
import { ErrorResponse, MessageResponse } from '@skilllink/contracts/common';
import { arrivalOf } from '../../platform/account-events.js';
import { requireMember } from '../../platform/auth/session.js';
import type { AuthLimits } from '../../platform/rate-limit.js';
import { sendSerialized, serializeAhead } from '../../platform/serializer.js';
import { toUser } from './auth.presenter.js';
import { languageFromHeader } from './auth.mail.js';
import * as auth from './auth.service.js';
import * as signIn from './sign-in.service.js';
import { clientOf, finishSignIn } from './sign-in-finish.js';
import { clearOidcCookie, readOidcCookie } from './oidc-cookie.js';
import { linkAfterPassword } from './oidc.service.js';
import type { Config } from '../../config.js';

export interface AuthRouteDeps extends signIn.SignInDeps {
  limits: AuthLimits;
  devMailbox: boolean;
  /** Configured sign-in providers (ADR 064): the browser offers only these. */
  oidc: Config['oidc'];
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const sessionAnswers = new WeakMap<object, Buffer>();
  const { db, sessions, limits } = deps;

  app.get(
    '/config',
    { config: { public: true }, schema: { tags, summary: 'What the browser may know of the server', response: { 200: PublicConfig } } },
    async () => ({
      oauth: { google: deps.oidc.google !== undefined, linkedin: deps.oidc.linkedin !== undefined },
      devMailbox: deps.devMailbox,
    }),
  );

  app.get(
    '/session',
    { schema: { tags, summary: 'The signed-in member', response: { 200: UserResponse, 401: ErrorResponse } } },
    async (request, reply) => {
      const member = requireMember(request);
      // Every page load asks this. The session cache hands out the same Member object until
      // the member changes, so its answer is serialized once per change, not once per request.
      let json = sessionAnswers.get(member);
      if (json === undefined) {
        json = serializeAhead(reply, { user: toUser(member) });
        sessionAnswers.set(member, json);
      }
      return sendSerialized(reply, json);
    },
  );

  app.patch(
    '/session/preferences',
    { schema: { tags, summary: 'Save theme or language', body: PreferencesRequest, response: { 200: UserResponse, ...errors } } },
    async (request) => ({ user: toUser(await auth.updatePreferences(deps, requireMember(request), request.body)) }),
  );

  app.post(
    '/auth/register',
    {
      config: { public: true, rateLimit: limits.register },
      schema: {
        tags,
        summary: 'Create an account (the answer is the same when the e-mail already has one)',
        body: RegisterRequest,
        response: { 202: MessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const language = languageFromHeader(request.headers['accept-language']);
      await auth.register(deps, request.body, language, arrivalOf(request, request.body.ref));
      return reply.code(202).send({ message: auth.REGISTERED_MESSAGE });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in (throttled per account, address and pair); with two-step sign-in on, a code is asked next',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const member = await signIn.login(deps, request.body, clientOf(request)).catch((err: unknown) => {
        if (err instanceof signIn.RetryLater) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      });
      const finish = await finishSignIn(deps, request, reply, member, request.body.rememberMe ?? false, 'password');
      if (finish === 'second_step') return { secondStep: true as const };
      // The provider the member came from, waiting for this password (ADR 064), is linked now.
      const linked = await linkAfterPassword(deps, readOidcCookie(request, deps.secureCookies), member);
      if (linked) clearOidcCookie(reply, deps.secureCookies);
      return { user: toUser(member), ...(linked ? { linked } : {}) };
    },
  );

  app.post(
    '/auth/sign-in-link',
    {
      config: { public: true, rateLimit: limits.signInLink },
      schema: { tags, summary: 'E-mail a one-time sign-in link', body: SignInLinkRequest, response: { 202: MessageResponse, ...errors } },
    },
    async (request, reply) => {
      await signIn.requestSignInLink(deps, request.body.email);
      return reply.code(202).send({ message: 'If an account exists for that e-mail, we have sent it a sign-in link.' });
    },
  );

  app.post(
    '/auth/sign-in-link/use',
    {
      config: { public: true, rateLimit: limits.useSignInLink },
      schema: { tags, summary: 'Sign in with an e-mailed link', body: SignInWithLinkRequest, response: { 200: LoginResponse, ...errors } },
    },
    async (request, reply) => {
      const member = await signIn.signInWithLink(deps, request.body.token, clientOf(request));
      const finish = await finishSignIn(deps, request, reply, member, false, 'link');
      return finish === 'second_step' ? { secondStep: true as const } : { user: toUser(member) };
    },
  );

  app.post(
    '/auth/logout',
    // Signing out without a session (it expired meanwhile) is a no-op, not an error.
    {
      config: { public: true },
      schema: { tags, summary: 'Sign out (ends the server-side session)', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true, rateLimit: limits.forgotPassword },
      schema: { tags, summary: 'E-mail a password reset link', body: ForgotPasswordRequest, response: { 202: MessageResponse, ...errors } },
    },
    async (request, reply) => {
      await auth.forgotPassword(deps, request.body.email);
      return reply.code(202).send({ message: 'If an account exists for that e-mail, we have sent a link to reset its password.' });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true, rateLimit: limits.resetPassword },
      schema: {
        tags,
        summary: 'Set a new password with an e-mailed link',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(deps, request.body.token, request.body.password);
      return { message: 'Your password has been changed. Please sign in with your new password.' };
    },
  );

  app.post(
    '/auth/reset-password/check',
    {
      config: { public: true, rateLimit: limits.checkResetLink },
      schema: {
        tags,
        summary: 'Is this reset link still usable?',
        body: ResetLinkCheckRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await auth.checkResetLink(db, request.body.token);
      return { message: 'This link can be used' };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { public: true, rateLimit: limits.resetPassword },
      schema: { tags, summary: 'Confirm an e-mail address', body: VerifyEmailRequest, response: { 200: UserResponse, ...errors } },
    },
    async (request) => ({ user: toUser(await auth.verifyEmail(deps, request.body.token)) }),
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { rateLimit: limits.resendVerification },
      schema: { tags, summary: 'Send a new verification link', response: { 202: MessageResponse, ...errors } },
    },
    async (request, reply) => reply.code(202).send({ message: await auth.resendVerification(deps, requireMember(request)) }),
  );
};
