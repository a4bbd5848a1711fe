import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import { PartnerInquiry, PartnerInquiryAccepted } from '@skilllink/contracts/newsletter';
import { readerLanguage } from '../../platform/i18n/language.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { sendPartnerInquiryFromForm, type PartnerInquiryDeps } from './partner-inquiry.service.js';

const HOUR = 3_600_000;
/** Messages per client address per hour (times RATE_LIMIT_FACTOR). */
export const INQUIRIES_PER_HOUR = 5;

/** The limit per client address, for the API and for a no-script form's route alike. */
export const partnerInquiryLimit = (rateLimitFactor: number) => ({
  ...memberLimit(rateLimitFactor, INQUIRIES_PER_HOUR, HOUR, {
    message: 'You have sent several messages already. Please wait an hour and try again',
    key: 'rate_limited.partner_inquiry',
  }),
  keyGenerator: (request: FastifyRequest) => request.ip,
});

/**
 * POST /api/v1/public/partner-inquiries: the Partners page's "Partner With Us" form. 202 once
 * stored; 400 naming each bad field in the reader's language; 429 past the limits (per client
 * address here, per sender address in the service). Registered into the /api/v1 context
 * (public-site.routes.ts): no hooks or parsers here.
 */
export const partnerInquiryRoutes: FastifyPluginAsyncZod<Omit<PartnerInquiryDeps, 'log'> & { rateLimitFactor: number }> = async (
  app,
  deps,
) => {
  const limit = partnerInquiryLimit(deps.rateLimitFactor);
  app.post(
    '/public/partner-inquiries',
    {
      config: { public: true, rateLimit: limit },
      // 2000 characters of message, in any script, and the short fields.
      bodyLimit: 16_384,
      // Refusals are worded by parseForm, in the reader's language; the schema documents the shape.
      attachValidation: true,
      schema: {
        tags: ['public site'],
        summary: 'Send the partnerships team a message ("Partner With Us")',
        body: PartnerInquiry,
        response: { 202: PartnerInquiryAccepted, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await sendPartnerInquiryFromForm({ ...deps, log: request.log }, request.body, readerLanguage(request));
      return reply.code(202).send({ ok: true as const });
    },
  );
};
