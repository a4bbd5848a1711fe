import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicantsPage,
  ApplicantsQuery,
  ApplicationDetail,
  ApplicationInput,
  ApplicationParams,
  ApplicationStatusInput,
  CV_MAX_BYTES,
  CV_TYPE,
  CvUploaded,
  JobParams,
  MyApplication,
  MyApplicationsPage,
} from '@skilllink/contracts/jobs';
import { ErrorResponse } from '@skilllink/contracts/common';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import { applicationDetail, listApplicants } from './applicants.service.js';
import * as applications from './applications.service.js';
import { cvFile, cvTooLarge, storeCv } from './cvs.js';
import { errors, tags, type JobsDeps } from './route-options.js';

/** Applying to jobs, and the poster's side: applicants and their moves. */
export const applicationsRoutes: FastifyPluginAsyncZod<{ deps: JobsDeps }> = async (app, { deps }) => {
  app.post(
    '/jobs/:jobId/applications',
    {
      schema: { tags, summary: 'Apply to a job', params: JobParams, body: ApplicationInput, response: { 201: MyApplication, ...errors } },
      config: { verifiedEmail: true },
    },
    async (request, reply) =>
      reply.code(201).send(await applications.apply(deps, requireMember(request).id, request.params.jobId, request.body)),
  );

  app.get(
    '/jobs/:jobId/applications',
    {
      schema: {
        tags,
        summary: "A job's applicants (its managers only)",
        params: JobParams,
        querystring: ApplicantsQuery,
        response: { 200: ApplicantsPage, ...errors },
      },
    },
    async (request) => listApplicants(deps, requireMember(request).id, request.params.jobId, request.query, readerLanguage(request)),
  );

  app.get(
    '/applications/mine',
    { schema: { tags, summary: 'My applications', response: { 200: MyApplicationsPage, ...errors } } },
    async (request) => applications.listMine(deps, requireMember(request).id),
  );

  app.get(
    '/applications/:applicationId',
    {
      schema: {
        tags,
        summary: 'One application (its applicant or the job’s managers)',
        params: ApplicationParams,
        response: { 200: ApplicationDetail, ...errors },
      },
    },
    async (request) => applicationDetail(deps, requireMember(request).id, request.params.applicationId, readerLanguage(request)),
  );

  app.post(
    '/applications/:applicationId/withdraw',
    {
      schema: { tags, summary: 'Withdraw my pending application', params: ApplicationParams, response: { 200: MyApplication, ...errors } },
    },
    async (request) => applications.withdraw(deps, requireMember(request).id, request.params.applicationId),
  );

  // Its own small context: the CV arrives as the raw PDF (as photos do, ADR 021), and that
  // parser applies to this route alone.
  await app.register(async (scope) => {
    scope.addContentTypeParser(CV_TYPE, { parseAs: 'buffer', bodyLimit: CV_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.put(
      '/cvs',
      {
        // An honest Content-Length over the limit is refused before a byte is read; the body limit stops the rest.
        onRequest: (request, _reply, done) =>
          done(Number(request.headers['content-length'] ?? 0) > CV_MAX_BYTES ? cvTooLarge() : undefined),
        schema: {
          tags,
          summary: 'Upload my CV (a PDF up to 5 MB, sent as the raw file)',
          response: { 201: CvUploaded, ...errors, 413: ErrorResponse, 415: ErrorResponse },
        },
        config: { verifiedEmail: true },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return reply.code(201).send(await storeCv(deps.db, deps.storage, requireMember(request).id, body, deps.now().toISOString()));
      },
    );
  });

  app.get(
    '/applications/:applicationId/cv',
    { schema: { tags, summary: "An application's CV (its applicant or the job's managers)", params: ApplicationParams } },
    async (request, reply) => {
      const { cvId } = await applications.readableApplication(deps, requireMember(request).id, request.params.applicationId);
      const file = cvId ? await cvFile(deps.db, deps.storage, cvId) : null;
      if (!file) throw new AppError(404, 'not_found', 'This application has no CV', undefined, { key: 'not_found.cv' });
      return reply
        .header('content-type', CV_TYPE)
        .header('content-disposition', 'attachment; filename="cv.pdf"')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.patch(
    '/applications/:applicationId',
    {
      schema: {
        tags,
        summary: "Move an applicant along (the job's managers)",
        params: ApplicationParams,
        body: ApplicationStatusInput,
        response: { 200: ApplicationDetail, ...errors },
      },
    },
    async (request) => {
      const me = requireMember(request).id;
      await applications.move(deps, me, request.params.applicationId, request.body.status);
      // The awarded freelancer's workspace project, with the poster as its client (issue 23).
      if (request.body.status === 'awarded') await request.server.workspaceFromAward(request.params.applicationId);
      return applicationDetail(deps, me, request.params.applicationId, readerLanguage(request));
    },
  );
};
