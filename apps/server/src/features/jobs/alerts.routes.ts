import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobAlert, JobAlertEmails, JobAlertInput, JobAlertParams, JobAlertsPage } from '@skilllink/contracts/jobs';
import { requireMember } from '../../platform/auth/session.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import * as alerts from './alerts.service.js';
import { errors, tags, type JobsDeps } from './route-options.js';

/** Job alerts: a member's saved searches and their digest e-mail switch (the matching runs in alerts.scheduler.ts). */
export const alertsRoutes: FastifyPluginAsyncZod<{ deps: JobsDeps }> = async (app, { deps }) => {
  app.get('/jobs/alerts', { schema: { tags, summary: 'My job alerts', response: { 200: JobAlertsPage, ...errors } } }, async (request) =>
    alerts.listAlerts(deps.db, requireMember(request).id),
  );

  app.post(
    '/jobs/alerts',
    { schema: { tags, summary: 'Save a search as a job alert', body: JobAlertInput, response: { 201: JobAlert, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await alerts.createAlert(deps, requireMember(request).id, request.body, readerLanguage(request))),
  );

  app.delete(
    '/jobs/alerts/:alertId',
    { schema: { tags, summary: 'Delete one of my job alerts', params: JobAlertParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await alerts.deleteAlert(deps.db, requireMember(request).id, request.params.alertId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/jobs/alerts/emails',
    {
      schema: {
        tags,
        summary: 'Turn my job alert digest e-mails on or off',
        body: JobAlertEmails,
        response: { 200: JobAlertEmails, ...errors },
      },
    },
    async (request) => alerts.setEmails(deps, requireMember(request).id, request.body.enabled),
  );
};
