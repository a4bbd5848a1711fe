import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  CertificateCodeParams,
  CertificateParams,
  CertificatePdfQuery,
  CertificatesPage,
  EarnedCertificatesPage,
  isCertificateCodeShape,
  MemberCertificatesParams,
  VerificationResult,
} from '@skilllink/contracts/certificates';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { createWindowCounter } from '../../platform/rate-limit.js';
import { sendSerialized, serializeAhead } from '../../platform/serializer.js';
import * as certificates from './certificates.service.js';

const tags = ['certificates'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Verifications per client address per minute, times RATE_LIMIT_FACTOR. */
export const VERIFY_PER_MINUTE = 30;
export const VERIFY_RATE_LIMITED = 'Too many verification requests from your network. Please wait a minute and try again.';

/**
 * Per address, counted on arrival in this process (ADR 010's counter): verification reads
 * public facts behind unguessable codes, so a limit N processes multiply still bounds it, and
 * it costs no Redis round trip or plugin machinery on the hottest public read.
 */
function verifyLimit(factor: number): onRequestHookHandler {
  const counter = createWindowCounter(Math.max(1, Math.round(VERIFY_PER_MINUTE * factor)), 60_000);
  return (request, reply, done) => {
    const wait = counter.hit(request.ip);
    if (wait === null) return done();
    reply.header('retry-after', String(wait));
    done(new AppError(429, 'rate_limited', VERIFY_RATE_LIMITED, undefined, { key: 'rate_limited.verify' }));
  };
}

/** The member's certificates and their PDFs, and the public verification of a code. */
export const certificatesRoutes: FastifyPluginAsyncZod<certificates.CertificatesDeps & { rateLimitFactor: number }> = async (
  app,
  { rateLimitFactor, ...deps },
) => {
  const { db } = deps;
  const verified = certificates.createVerificationCache();

  app.get(
    '/certificates',
    { schema: { tags, summary: 'My certificates, newest first', response: { 200: CertificatesPage, ...errors } } },
    async (request) => certificates.list(deps, requireMember(request).id),
  );

  app.get(
    '/profiles/:memberId/certificates',
    {
      schema: {
        tags,
        summary: "A member's earned certificates, as their profile shows them",
        params: MemberCertificatesParams,
        response: { 200: EarnedCertificatesPage, ...errors },
      },
    },
    async (request) => {
      requireMember(request);
      return certificates.earned(deps, request.params.memberId);
    },
  );

  app.get(
    '/certificates/:id/pdf',
    {
      schema: {
        tags,
        summary: 'Download my certificate as a PDF (built on the first download, then served from storage)',
        params: CertificateParams,
        querystring: CertificatePdfQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { code, pdf } = await certificates.pdf(deps, requireMember(request).id, request.params.id, request.query.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="SkillLink-certificate-${code}.pdf"`)
        .header('cache-control', 'private, max-age=86400')
        .send(pdf as never); // bytes go out as they are: no serializer runs for a Buffer
    },
  );

  app.get(
    '/certificates/verify/:code',
    {
      // An employer checks a code without an account.
      config: { public: true },
      schema: {
        tags,
        summary: 'Verify a certificate code (public, no sign-in; rate limited per address)',
        params: CertificateCodeParams,
        response: { 200: VerificationResult, 400: ErrorResponse, 429: ErrorResponse },
      },
      onRequest: verifyLimit(rateLimitFactor),
    },
    async (request, reply) => {
      const { code } = request.params;
      const now = Date.now();
      let json = verified.get(code, now);
      if (json === undefined) {
        json = serializeAhead(reply, await certificates.verify(db, code));
        // Only well-formed codes are kept: junk costs no read anyway and must not push real codes out.
        if (isCertificateCodeShape(code)) verified.set(code, json, now);
      }
      return sendSerialized(reply, json);
    },
  );
};
