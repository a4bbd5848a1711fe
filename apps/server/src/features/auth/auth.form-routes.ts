import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginForm, RegisterForm } from '@skilllink/contracts/auth';
import type { SignInPagePath } from '@skilllink/contracts/route-preloads';
import { arrivalOf } from '../../platform/account-events.js';
import type { ErrorAnswer } from '../../platform/errors.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import { sendPage } from '../../platform/web-app.js';
import type { WebPages } from '../../platform/web-pages.js';
import * as auth from './auth.service.js';
import { clearOidcCookie, readOidcCookie } from './oidc-cookie.js';
import { linkAfterPassword } from './oidc.service.js';
import * as signIn from './sign-in.service.js';
import { clientOf, finishSignIn } from './sign-in-finish.js';
import type { AuthRouteDeps } from './auth.routes.js';

export interface AuthFormDeps extends AuthRouteDeps {
  pages: WebPages;
  errorAnswer: ErrorAnswer;
}

/** A sign-in form's fields fit in far less; a bigger body is refused before it is read. */
const FORM_BODY_LIMIT = 4096;
/** What the page shows again after a refusal: never a password. */
const KEPT_FIELDS = ['email', 'firstName', 'lastName'];
const FIELD_MAX = 300;
/** Where the app sends a member who has just signed in (its guards, DEFAULT_AFTER_LOGIN). */
const AFTER_SIGN_IN = '/app/dashboard';
/** The app's page that asks for the code of two-step sign-in. */
const SECOND_STEP = '/auth/two-step';

function keptFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const name of KEPT_FIELDS) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string') fields[name] = value.slice(0, FIELD_MAX);
  }
  return fields;
}

/**
 * The login and register forms as the server renders them post here, the page's own address,
 * when the app's script has not arrived yet (a phone at 100 kbit/s; ADR 049). Same checks,
 * throttles and limits as the API (the same services, the same schemas plus the two checks the
 * app makes in the browser); the answer is a page: the app's next page on success, else the
 * form again with the refusal in the reader's language and what was typed.
 */
export const authFormRoutes: FastifyPluginAsyncZod<AuthFormDeps> = async (app, deps) => {
  const { limits, pages, errorAnswer } = deps;

  // Only this plugin's routes take form bodies; the API stays JSON only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  /** `status` is the API's, which the app reads; the page itself is a 200 when it says "done". */
  function answer(path: SignInPagePath, request: FastifyRequest, reply: FastifyReply, status: number, body: unknown) {
    const retryAfter = reply.getHeader('retry-after');
    const page = pages.answerPage(path, readerLanguage(request), {
      status,
      body,
      fields: keptFields(request.body),
      ...(retryAfter !== undefined ? { retryAfter: String(retryAfter) } : {}),
    });
    return sendPage(request, reply.code(status < 400 ? 200 : status), page, true);
  }

  /** Any refusal (bad input, wrong password, a limit, another site's post) is the form again. */
  const refusedOn = (path: SignInPagePath) => (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof signIn.RetryLater) reply.header('retry-after', String(err.retryAfterSeconds));
    const { status, body } = errorAnswer(err, request);
    return answer(path, request, reply, status, body);
  };

  app.post(
    '/auth/login',
    {
      config: { public: true, formPost: true },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { hide: true, body: LoginForm },
      errorHandler: refusedOn('/auth/login'),
    },
    async (request, reply) => {
      const member = await signIn.login(deps, request.body, clientOf(request));
      const finish = await finishSignIn(deps, request, reply, member, request.body.rememberMe, 'password');
      if (finish === 'second_step') return reply.redirect(SECOND_STEP, 303);
      // The provider waiting for this password is linked, as the JSON sign-in does (ADR 064).
      if (await linkAfterPassword(deps, readOidcCookie(request, deps.secureCookies), member)) clearOidcCookie(reply, deps.secureCookies);
      return reply.redirect(AFTER_SIGN_IN, 303);
    },
  );

  app.post(
    '/auth/register',
    {
      config: { public: true, formPost: true, rateLimit: limits.register },
      bodyLimit: FORM_BODY_LIMIT,
      schema: { hide: true, body: RegisterForm },
      errorHandler: refusedOn('/auth/register'),
    },
    async (request, reply) => {
      const { firstName, lastName, email, password, ref } = request.body;
      await auth.register(deps, { firstName, lastName, email, password, ref }, readerLanguage(request), arrivalOf(request, ref));
      return answer('/auth/register', request, reply, 202, { message: auth.REGISTERED_MESSAGE });
    },
  );
};
