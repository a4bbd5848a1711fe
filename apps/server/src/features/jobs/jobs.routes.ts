import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JobDetail,
  JobInput,
  JobParams,
  JobsPage,
  JobsQuery,
  JobsSidebar,
  PostedJobsPage,
  SavedJobsPage,
  SavedResponse,
  type MarketInsights,
} from '@skilllink/contracts/jobs';
import { requireMember } from '../../platform/auth/session.js';
import { sendSerialized, serializeAhead } from '../../platform/serializer.js';
import { alertsRoutes } from './alerts.routes.js';
import { applicationsRoutes } from './applications.routes.js';
import { companiesRoutes } from './companies.routes.js';
import { marketInsights, profileStrength } from './insights.service.js';
import * as jobs from './jobs.service.js';
import * as posting from './posting.service.js';
import { detail } from './reader-view.js';
import { matchProfile } from './member-profile.repository.js';
import { depsOf, errors, tags, type JobsRouteOptions } from './route-options.js';

/** Insights are the same for every member and cost a scan of the open jobs: computed once a minute per process. */
const INSIGHTS_TTL_MS = 60_000;

/** Jobs (issue 22): finding, saving and posting listings; applications in applications.routes.ts. */
export const jobsRoutes: FastifyPluginAsyncZod<JobsRouteOptions> = async (app, options) => {
  const deps = depsOf(options);
  const { db } = deps;
  let insights: { at: number; value: Promise<MarketInsights> } | null = null;
  const cachedInsights = () => {
    const at = deps.now().getTime();
    if (!insights || at - insights.at > INSIGHTS_TTL_MS || at < insights.at) {
      insights = { at, value: marketInsights(db, deps.now().toISOString()) };
      insights.value.catch(() => (insights = null));
    }
    return insights.value;
  };

  app.get(
    '/jobs',
    { schema: { tags, summary: 'Search open jobs', querystring: JobsQuery, response: { 200: JobsPage, ...errors } } },
    async (request, reply) => {
      const me = requireMember(request).id;
      if (!jobs.isDefaultListing(request.query)) return jobs.searchJobs(deps, me, request.query);
      // The page every visit opens first (no words, no filter) is kept per member, written and compressed once.
      const json = await deps.listings.load(me, async () => serializeAhead(reply, await jobs.searchJobs(deps, me, request.query)));
      return sendSerialized(reply, json);
    },
  );

  app.get(
    '/jobs/sidebar',
    { schema: { tags, summary: 'Recommended jobs, market insights, profile strength', response: { 200: JobsSidebar, ...errors } } },
    async (request, reply) => {
      const me = requireMember(request).id;
      const json = await deps.sidebars.load(me, async () => {
        const [recommended, market, strength] = await Promise.all([
          jobs.recommendedJobs(deps, me),
          cachedInsights(),
          profileStrength(db, me),
        ]);
        return serializeAhead(reply, { recommended, insights: market, profileStrength: strength });
      });
      return sendSerialized(reply, json);
    },
  );

  app.get('/jobs/saved', { schema: { tags, summary: 'My saved jobs', response: { 200: SavedJobsPage, ...errors } } }, async (request) =>
    jobs.savedJobs(deps, requireMember(request).id),
  );

  app.get(
    '/jobs/mine',
    { schema: { tags, summary: "Jobs I posted and my companies' jobs", response: { 200: PostedJobsPage, ...errors } } },
    async (request) => jobs.managedJobs(deps, requireMember(request).id),
  );

  app.get(
    '/jobs/:jobId',
    { schema: { tags, summary: 'A job, with my match explained', params: JobParams, response: { 200: JobDetail, ...errors } } },
    async (request) => {
      const me = requireMember(request).id;
      const now = deps.now();
      return detail(db, { id: me, profile: await matchProfile(db, me, now) }, request.params.jobId, now);
    },
  );

  app.post(
    '/jobs',
    { schema: { tags, summary: 'Post a job', body: JobInput, response: { 201: JobDetail, ...errors } }, config: { verifiedEmail: true } },
    async (request, reply) => reply.code(201).send(await posting.createJob(deps, requireMember(request).id, request.body)),
  );

  app.put(
    '/jobs/:jobId',
    {
      schema: { tags, summary: 'Edit a job I manage', params: JobParams, body: JobInput, response: { 200: JobDetail, ...errors } },
      config: { verifiedEmail: true },
    },
    async (request) => posting.updateJob(deps, requireMember(request).id, request.params.jobId, request.body),
  );

  for (const open of [false, true]) {
    app.post(
      `/jobs/:jobId/${open ? 'reopen' : 'close'}`,
      { schema: { tags, summary: open ? 'Reopen a job' : 'Close a job', params: JobParams, response: { 200: JobDetail, ...errors } } },
      async (request) => posting.setOpen(deps, requireMember(request).id, request.params.jobId, open),
    );
  }

  app.post(
    '/jobs/:jobId/duplicate',
    {
      schema: { tags, summary: 'Post a copy of a job I manage', params: JobParams, response: { 201: JobDetail, ...errors } },
      config: { verifiedEmail: true },
    },
    async (request, reply) => reply.code(201).send(await posting.duplicateJob(deps, requireMember(request).id, request.params.jobId)),
  );

  for (const saved of [true, false]) {
    app.route({
      method: saved ? 'PUT' : 'DELETE',
      url: '/jobs/:jobId/save',
      schema: { tags, summary: saved ? 'Save a job' : 'Unsave a job', params: JobParams, response: { 200: SavedResponse, ...errors } },
      handler: async (request) => jobs.setSaved(deps, requireMember(request).id, request.params.jobId, saved),
    });
  }

  await app.register(applicationsRoutes, { deps });
  await app.register(alertsRoutes, { deps });
  await app.register(companiesRoutes, { deps });
};
