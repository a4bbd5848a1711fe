import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { NewsletterAccepted, NewsletterSubscribeRequest } from '@skilllink/contracts/newsletter';
import type { DB } from '../../db/database.js';
import { keyPageGuard, smallPage, type PageAction } from '../../platform/html-page.js';
import { readerLanguage, type Language } from '../../platform/i18n/language.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { checkConfirmation, confirm, subscribeFromForm, unsubscribe, type NewsletterDeps } from './newsletter.service.js';
import { newsletterTexts, type NewsletterPage } from './newsletter.texts.js';

const HOUR = 3_600_000;

/** What the public site's two forms need (public-site.routes.ts passes them on). */
export type PublicFormsDeps = NewsletterDeps & {
  rateLimitFactor: number;
  /** The partnerships team's address (PARTNERS_EMAIL). */
  partnersEmail: string;
};
/** Sign-ups per client address per hour (times RATE_LIMIT_FACTOR): a household or an office, not a list. */
export const SUBSCRIBES_PER_HOUR = 10;
/** Views of the links' pages per client address per minute: plenty for people and mail apps, nothing for guessing keys. */
export const LINK_PAGES_PER_MINUTE = 30;

/** The sign-up limit per client address, for the API and for a no-script form's route alike. */
export const newsletterLimit = (rateLimitFactor: number) => ({
  ...memberLimit(rateLimitFactor, SUBSCRIBES_PER_HOUR, HOUR, {
    message: 'Too many sign-ups from your network. Please wait an hour and try again',
    key: 'rate_limited.newsletter',
  }),
  keyGenerator: (request: FastifyRequest) => request.ip,
});

/**
 * POST /api/v1/public/newsletter, for the public pages' script: 202 whatever the address's
 * state (newsletter.service.ts subscribe), 400 naming a bad address in the reader's language.
 * Registered into the /api/v1 context (public-site.routes.ts): no hooks or parsers here.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterDeps & { rateLimitFactor: number }> = async (app, deps) => {
  const limit = newsletterLimit(deps.rateLimitFactor);
  app.post(
    '/public/newsletter',
    {
      config: { public: true, rateLimit: limit },
      bodyLimit: 2048,
      // Refusals are worded by parseForm, in the reader's language; the schema documents the shape.
      attachValidation: true,
      schema: {
        tags: ['public site'],
        summary: 'Subscribe to the newsletter (double opt-in: a confirmation link is e-mailed)',
        body: NewsletterSubscribeRequest,
        response: { 202: NewsletterAccepted, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await subscribeFromForm(deps, request.body, readerLanguage(request));
      return reply.code(202).send({ ok: true as const });
    },
  );
};

function page(language: Language, outcome: NewsletterPage, post?: string): string {
  const t = newsletterTexts(language);
  const action: PageAction = post
    ? { post, label: outcome === 'confirm' ? t.confirmButton : t.unsubscribeButton }
    : { href: outcome === 'subscribed' ? '/news' : '/', label: outcome === 'subscribed' ? t.readNews : t.home };
  return smallPage({ language, ...t.pages[outcome], action });
}

const tokenOf = (request: FastifyRequest) => (request.query as { token?: unknown }).token;
const path = (base: string, token: unknown) => `${base}?token=${encodeURIComponent(String(token))}`;

/**
 * The pages the newsletter's mails link to, at the site's root, signed in or not, without
 * script. /newsletter/confirm: GET shows a button (mail scanners open links: a GET confirms
 * nothing), its POST confirms; a used or unknown link answers 400, an expired one 410.
 * /newsletter/unsubscribe: GET asks, POST unsubscribes, also as the mail app's one-click
 * (RFC 8058, body "List-Unsubscribe=One-Click"). Pages are in the subscriber's language.
 */
export async function newsletterPageRoutes(app: FastifyInstance, deps: { db: DB; now: () => Date; rateLimitFactor: number }) {
  const guard = keyPageGuard(LINK_PAGES_PER_MINUTE, deps.rateLimitFactor);
  // The pages' forms and the one-click POST send form bodies; only this plugin takes them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const config = { public: true, secretUrl: true, csrfCookie: false, keyInUrl: true };
  const options = { schema: { hide: true }, config };

  const confirmation = async (request: FastifyRequest, reply: FastifyReply, act: boolean) => {
    const busy = guard(request, reply, (language) => page(language, 'busy'));
    if (busy) return busy;
    const token = tokenOf(request);
    const { state, language } = act ? await confirm(deps, token) : await checkConfirmation(deps, token);
    const lang = language ?? readerLanguage(request);
    if (state === 'invalid') return reply.code(400).send(page(lang, 'invalid'));
    if (state === 'expired') return reply.code(410).send(page(lang, 'expired'));
    return reply.send(act ? page(lang, 'subscribed') : page(lang, 'confirm', path('/newsletter/confirm', token)));
  };
  app.get('/newsletter/confirm', options, (request, reply) => confirmation(request, reply, false));
  app.post('/newsletter/confirm', options, (request, reply) => confirmation(request, reply, true));

  const leaving = async (request: FastifyRequest, reply: FastifyReply, act: boolean) => {
    const busy = guard(request, reply, (language) => page(language, 'busy'));
    if (busy) return busy;
    const token = tokenOf(request);
    const language = await unsubscribe(deps, token, act);
    if (!language) return reply.code(400).send(page(readerLanguage(request), 'unsubscribeInvalid'));
    return reply.send(act ? page(language, 'unsubscribed') : page(language, 'unsubscribe', path('/newsletter/unsubscribe', token)));
  };
  app.get('/newsletter/unsubscribe', options, (request, reply) => leaving(request, reply, false));
  app.post('/newsletter/unsubscribe', options, (request, reply) => leaving(request, reply, true));
}
