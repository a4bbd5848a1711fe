import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  AddRecruiterInput,
  Company,
  CompanyDetailsInput,
  CompanyLogoParams,
  CompanyMemberParams,
  CompanyParams,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  MyCompanies,
  RecruiterCandidates,
  RecruiterCandidatesQuery,
} from '@skilllink/contracts/companies';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { logoTooLarge } from './companies.logo.js';
import * as companies from './companies.manage.js';
import { errors, type JobsDeps } from './route-options.js';

const tags = ['companies'];
const HOUR = 3_600_000;
/** Adding recruiters notifies people and logos are decoded and re-encoded: both are paced per member. */
const CHANGES_PER_HOUR = 30;

/** Companies (issue 22 item 2): details, logo and the hiring team (ADR 055). */
export const companiesRoutes: FastifyPluginAsyncZod<{ deps: JobsDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const paced = memberLimit(deps.rateLimitFactor, CHANGES_PER_HOUR, HOUR, {
    message: 'Too many company changes. Please wait a few minutes and try again',
    key: 'rate_limited.company',
  });

  app.get(
    '/companies/mine',
    { schema: { tags, summary: 'The companies I manage or recruit for, with their teams', response: { 200: MyCompanies, ...errors } } },
    async (request) => companies.myCompanies(db, requireMember(request).id),
  );

  app.patch(
    '/companies/:companyId',
    {
      schema: {
        tags,
        summary: "Edit a company's location and website (its manager)",
        params: CompanyParams,
        body: CompanyDetailsInput,
        response: { 200: Company, ...errors },
      },
      config: { verifiedEmail: true },
    },
    async (request) => companies.updateDetails(deps, requireMember(request).id, request.params.companyId, request.body),
  );

  // Its own small context: the logo arrives as the raw file (as photos and CVs do, ADR 021).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...LOGO_TYPES, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/companies/:companyId/logo',
      {
        // An honest Content-Length over the limit is refused before a byte is read; the body limit stops the rest.
        onRequest: (request, _reply, done) => {
          if (Number(request.headers['content-length'] ?? 0) > LOGO_MAX_BYTES) return done(logoTooLarge());
          done();
        },
        schema: {
          tags,
          summary: "Replace a company's logo (PNG, JPEG or WebP up to 2 MB, sent as the raw file; its manager)",
          params: CompanyParams,
          response: { 200: Company, ...errors, 413: ErrorResponse, 415: ErrorResponse },
        },
        config: { verifiedEmail: true, rateLimit: paced },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return companies.setLogo(deps, requireMember(request).id, request.params.companyId, body);
      },
    );
  });

  app.delete(
    '/companies/:companyId/logo',
    { schema: { tags, summary: "Remove a company's logo (its manager)", params: CompanyParams, response: { 200: Company, ...errors } } },
    async (request) => companies.removeLogo(deps, requireMember(request).id, request.params.companyId),
  );

  app.get(
    '/companies/:companyId/candidates',
    {
      schema: {
        tags,
        summary: 'My connections I could add as recruiters (its manager)',
        params: CompanyParams,
        querystring: RecruiterCandidatesQuery,
        response: { 200: RecruiterCandidates, ...errors },
      },
    },
    async (request) => companies.candidates(db, requireMember(request).id, request.params.companyId, request.query.q),
  );

  app.post(
    '/companies/:companyId/members',
    {
      schema: {
        tags,
        summary: 'Add one of my connections as a recruiter (its manager)',
        params: CompanyParams,
        body: AddRecruiterInput,
        response: { 201: Company, ...errors },
      },
      config: { verifiedEmail: true, rateLimit: paced },
    },
    async (request, reply) =>
      reply.code(201).send(await companies.addRecruiter(deps, requireMember(request).id, request.params.companyId, request.body.memberId)),
  );

  app.delete(
    '/companies/:companyId/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Remove a recruiter (the manager), or leave the team (a recruiter)',
        params: CompanyMemberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await companies.removeMember(deps, requireMember(request).id, request.params.companyId, request.params.memberId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/company-logos/:key',
    {
      // Content-addressed and shown on public listing cards: a key is known only to whoever was shown the logo.
      config: { public: true },
      schema: { tags, summary: 'A company logo (immutable, content-addressed)', params: CompanyLogoParams },
    },
    async (request, reply) => {
      const image = await deps.storage.get(request.params.key);
      if (!image) throw new AppError(404, 'not_found', 'Logo not found', undefined, { key: 'not_found.logo' });
      return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
  );
};
