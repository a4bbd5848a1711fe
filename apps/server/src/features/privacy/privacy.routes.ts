import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, MessageResponse } from '@skilllink/contracts/common';
import {
  BlockedMembersResponse,
  BlockRequest,
  MemberParams,
  PrivacyResponse,
  PrivacyUpdate,
  ReportParams,
  ReportRequest,
  ReportResolution,
  ReportsResponse,
} from '@skilllink/contracts/privacy';
import { adminCheck } from '../../platform/auth/admin.js';
import { requireMember } from '../../platform/auth/session.js';
import * as privacy from './privacy.service.js';

export interface PrivacyRouteDeps extends privacy.PrivacyDeps {
  /** Verified members with these addresses see the reports queue. */
  adminEmails: readonly string[];
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };
const tags = ['privacy'];

/** Settings → Privacy, blocking, reporting and the admins' queue (issue 25 §5, ADR 063). */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRouteDeps> = async (app, deps) => {
  const { db } = deps;
  const requireAdmin = adminCheck(deps.adminEmails);

  app.get(
    '/account/privacy',
    { schema: { tags, summary: 'My privacy choices', response: { 200: PrivacyResponse, ...errors } } },
    async (request) => ({ privacy: await privacy.getPrivacy(db, requireMember(request).id) }),
  );

  app.patch(
    '/account/privacy',
    { schema: { tags, summary: 'Change privacy choices', body: PrivacyUpdate, response: { 200: PrivacyResponse, ...errors } } },
    async (request) => ({ privacy: await privacy.updatePrivacy(deps, requireMember(request).id, request.body) }),
  );

  app.get(
    '/account/blocks',
    { schema: { tags, summary: 'Members I blocked', response: { 200: BlockedMembersResponse, ...errors } } },
    async (request) => ({ blocked: await privacy.listBlocked(db, requireMember(request).id) }),
  );

  app.post(
    '/account/blocks',
    { schema: { tags, summary: 'Block a member', body: BlockRequest, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await privacy.block(deps, requireMember(request).id, request.body.memberId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/account/blocks/:memberId',
    { schema: { tags, summary: 'Unblock a member', params: MemberParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await privacy.unblock(deps, requireMember(request).id, request.params.memberId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/reports',
    { schema: { tags, summary: 'Report a member to the admins', body: ReportRequest, response: { 201: MessageResponse, ...errors } } },
    async (request, reply) => {
      await privacy.report(deps, requireMember(request).id, request.body as Required<ReportRequest>);
      return reply.code(201).send({ message: 'Thank you. Our team will review your report.' });
    },
  );

  app.get(
    '/admin/reports',
    { schema: { tags, summary: 'Open reports (admins)', response: { 200: ReportsResponse, ...errors } } },
    async (request) => {
      requireAdmin(request);
      return { reports: await privacy.openReports(db) };
    },
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Close a report (admins)',
        params: ReportParams,
        body: ReportResolution,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await privacy.resolveReport(deps, admin.id, request.params.id, request.body.resolution);
      return reply.code(204).send(null);
    },
  );
};
