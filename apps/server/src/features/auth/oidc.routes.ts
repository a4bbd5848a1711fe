import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdentitiesResponse, OidcProviderParams, type OidcError } from '@skilllink/contracts/oidc';
import { ErrorResponse } from '@skilllink/contracts/common';
import type { Config } from '../../config.js';
import type { OidcProvider } from '../../db/schema-oidc.js';
import { arrivalOf } from '../../platform/account-events.js';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { languageFromHeader } from './auth.mail.js';
import { OidcClient } from './oidc.client.js';
import { clearOidcCookie, readOidcCookie, setOidcCookie } from './oidc-cookie.js';
import * as oidc from './oidc.service.js';
import { finishSignIn } from './sign-in-finish.js';
import type { SignInDeps } from './sign-in.service.js';

export interface OidcRouteDeps extends SignInDeps {
  oidc: Config['oidc'];
}

const tags = ['auth'];
const errors = { 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const LOGIN = '/auth/login';
const refused = (error: OidcError) => `${LOGIN}?oidc_error=${error}`;

/** Sign in with Google and LinkedIn (issue 25 §3, ADR 064), and the linked providers in Settings. */
export const oidcRoutes: FastifyPluginAsyncZod<OidcRouteDeps> = async (app, deps) => {
  const clients = new Map<OidcProvider, OidcClient>();
  for (const provider of ['google', 'linkedin'] as const) {
    const settings = deps.oidc[provider];
    if (settings) clients.set(provider, new OidcClient(provider, settings, `${deps.publicUrl}/api/v1/auth/oidc/${provider}/callback`));
  }
  const clientOf = (provider: OidcProvider) => {
    const client = clients.get(provider);
    if (!client)
      throw new AppError(404, 'not_found', 'This sign-in provider is not set up on this server', undefined, {
        key: 'not_found.oidc_provider',
      });
    return client;
  };

  app.get(
    '/auth/oidc/:provider/start',
    { config: { public: true }, schema: { tags, summary: 'Go to the provider to sign in', params: OidcProviderParams, response: errors } },
    async (request, reply) => {
      const client = clientOf(request.params.provider);
      const started = await oidc.startSignIn(deps, client).catch((err: unknown) => {
        request.log.warn({ err, provider: client.provider }, 'OpenID provider unreachable');
        return null;
      });
      if (!started) return reply.redirect(refused('failed'), 303);
      setOidcCookie(reply, deps.secureCookies, started.token);
      return reply.redirect(started.url.href, 303);
    },
  );

  app.get(
    '/auth/oidc/:provider/callback',
    {
      config: { public: true },
      schema: { tags, summary: 'The provider sends the member back here', params: OidcProviderParams, response: errors },
    },
    async (request, reply) => {
      const client = clientOf(request.params.provider);
      const query = request.url.split('?')[1] ?? '';
      const language = languageFromHeader(request.headers['accept-language']);
      const outcome = await oidc.finishCallback(
        deps,
        client,
        readOidcCookie(request, deps.secureCookies),
        query,
        language,
        arrivalOf(request),
      );
      if (outcome.kind === 'link_pending') {
        setOidcCookie(reply, deps.secureCookies, outcome.token);
        return reply.redirect(`${LOGIN}?link=${client.provider}`, 303);
      }
      clearOidcCookie(reply, deps.secureCookies);
      if (outcome.kind === 'refused') return reply.redirect(refused(outcome.error), 303);
      const finish = await finishSignIn(deps, request, reply, outcome.member, false, 'oidc');
      return reply.redirect(finish === 'second_step' ? '/auth/two-step' : '/app/dashboard', 303);
    },
  );

  app.get(
    '/account/identities',
    { schema: { tags: ['account'], summary: 'Providers linked to the account', response: { 200: IdentitiesResponse, ...errors } } },
    async (request) => oidc.identities(deps, requireMember(request)),
  );

  app.delete(
    '/account/identities/:provider',
    {
      schema: {
        tags: ['account'],
        summary: 'Unlink a provider (only when the account has a password)',
        params: OidcProviderParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await oidc.unlink(deps, requireMember(request), request.params.provider);
      return reply.code(204).send(null);
    },
  );
};
