import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicantsPage,
  ApplicantsQuery,
  ApplicationDetail,
  ApplicationInput,
  ApplicationParams,
  ApplicationStatusInput,
  JobParams,
  MyApplication,
  MyApplicationsPage,
} from '@skilllink/contracts/jobs';
import { requireMember } from '../../platform/auth/session.js';
import { applicationDetail, listApplicants } from './applicants.service.js';
import * as applications from './applications.service.js';
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
    async (request) => listApplicants(deps, requireMember(request).id, request.params.jobId, request.query),
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
    async (request) => applicationDetail(deps, requireMember(request).id, request.params.applicationId),
  );

  app.post(
    '/applications/:applicationId/withdraw',
    {
      schema: { tags, summary: 'Withdraw my pending application', params: ApplicationParams, response: { 200: MyApplication, ...errors } },
    },
    async (request) => applications.withdraw(deps, requireMember(request).id, request.params.applicationId),
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
      return applicationDetail(deps, me, request.params.applicationId);
    },
  );
};
