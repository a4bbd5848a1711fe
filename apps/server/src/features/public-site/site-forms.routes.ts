import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { errorText } from '../../platform/i18n/error-text.js';
import type { Language } from '../../platform/i18n/language.js';
import type { PublicFormsDeps } from './newsletter.routes.js';
import { newsletterLimit } from './newsletter.routes.js';
import { subscribeFromForm } from './newsletter.service.js';
import { partnerInquiryLimit } from './partner-inquiry.routes.js';
import { sendPartnerInquiryFromForm } from './partner-inquiry.service.js';
import type { Found } from './site-data.js';
import { siteLanguage } from './site-request.js';

type Show = (
  request: FastifyRequest,
  reply: FastifyReply,
  find: (language: Language) => Promise<Found>,
  personal?: boolean,
) => Promise<FastifyReply>;

/** A form's fields fit in far less; a bigger body is refused before it is read. */
const FORM_BODY_LIMIT = 8192;

const TEXT = {
  en: {
    subscribed: { title: 'Check your inbox', body: 'We sent you a link to confirm your subscription. It is valid for 7 days.' },
    partner: {
      title: 'Thank you',
      body: 'Your message reached our partnerships team; a copy is in your inbox. We answer within five working days.',
    },
    refused: 'Your form could not be sent',
    back: 'Go back',
  },
  fr: {
    subscribed: {
      title: 'Vérifiez votre boîte de réception',
      body: 'Nous vous avons envoyé un lien pour confirmer votre abonnement. Il est valable 7 jours.',
    },
    partner: {
      title: 'Merci',
      body: 'Votre message est parvenu à notre équipe partenariats ; une copie est dans votre boîte de réception. Nous répondons sous cinq jours ouvrés.',
    },
    refused: "Votre formulaire n'a pas pu être envoyé",
    back: 'Revenir en arrière',
  },
} as const;

/**
 * The newsletter and "Partner With Us" forms as they post without script (ADR 068): the API's own
 * services, checks and limits; the answer is a page of the site in the reader's language. Only
 * Origin-checked form posts (formPost), as for the sign-in forms (ADR 049).
 */
export const siteFormRoutes: FastifyPluginAsync<{ forms: PublicFormsDeps; show: Show; secureCookies: boolean }> = async (
  app,
  { forms, show, secureCookies },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const back = (language: Language, path: string) => ({
    href: language === 'en' ? path : `${path}?lang=${language}`,
    label: TEXT[language].back,
  });

  // A refusal (bad field, too many tries, another site) is a page too, with the reason in the reader's words.
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const language = siteLanguage(request, reply, secureCookies);
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    const fields = err instanceof AppError && err.fields ? Object.values(err.fields) : [];
    const reason =
      err instanceof AppError
        ? errorText(language, err.key, err.params, err.message)
        : errorText(language, status === 429 ? 'rate_limited' : 'internal_error', {}, err.message);
    const from = request.url.startsWith('/partners') ? '/partners' : '/news';
    if (status === 500) request.log.error({ err }, 'a public form failed');
    return show(
      request,
      reply,
      async () => ({
        status,
        page: {
          kind: 'message',
          title: TEXT[language].refused,
          body: fields.length ? fields.join(' ') : reason,
          link: back(language, from),
        },
      }),
      true,
    );
  });

  app.post(
    '/newsletter',
    { config: { public: true, formPost: true, rateLimit: newsletterLimit(forms.rateLimitFactor) }, schema: { hide: true } },
    async (request, reply) => {
      const language = siteLanguage(request, reply, secureCookies);
      await subscribeFromForm(forms, request.body, language);
      return show(
        request,
        reply,
        async () => ({
          page: { kind: 'message', ...TEXT[language].subscribed, link: back(language, '/news') },
          head: { noindex: true },
        }),
        true,
      );
    },
  );
  app.post(
    '/partners/contact',
    { config: { public: true, formPost: true, rateLimit: partnerInquiryLimit(forms.rateLimitFactor) }, schema: { hide: true } },
    async (request, reply) => {
      const language = siteLanguage(request, reply, secureCookies);
      await sendPartnerInquiryFromForm({ ...forms, log: request.log }, request.body, language);
      return show(
        request,
        reply,
        async () => ({
          page: { kind: 'message', ...TEXT[language].partner, link: back(language, '/partners') },
          head: { noindex: true },
        }),
        true,
      );
    },
  );
};
