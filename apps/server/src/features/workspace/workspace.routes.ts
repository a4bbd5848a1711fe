import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArchiveProjectInput,
  ChangeRoleInput,
  WorkspaceActivity,
  WorkspaceActivityQuery,
  InviteMemberInput,
  WorkspaceMemberParams,
  WorkspaceProject,
  WorkspaceProjectInput,
  WorkspaceProjectParams,
  WorkspaceProjects,
} from '@skilllink/contracts/workspace';
import { requireMember } from '../../platform/auth/session.js';
import { memberLimit } from '../../platform/rate-limit.js';
import { activity } from './activity.service.js';
import { filesRoutes } from './files.routes.js';
import { withProjectFilesRemoved, type FilesDeps } from './files.service.js';
import { errors, tags } from './route-parts.js';
import { keptPerProject, PROJECT_READS_SCOPE } from './kept.js';
import { taskRoutes } from './tasks.routes.js';
import { teamRoutes } from './team.routes.js';
import * as team from './team.service.js';
import * as ws from './workspace.service.js';

const HOUR = 3_600_000;
/** New projects, invitations and tasks are paced per member: each is rows and, later, notices. */
const WRITES_PER_HOUR = 600;

/** The project workspace (issue 23, ADR 056). */
export const workspaceRoutes: FastifyPluginAsyncZod<{ deps: ws.WorkspaceDeps; files: FilesDeps }> = async (app, { deps, files }) => {
  const paced = memberLimit(deps.rateLimitFactor, WRITES_PER_HOUR, HOUR, {
    message: 'Too many changes to your projects. Please wait a few minutes and try again',
    key: 'rate_limited.workspace',
  });

  const me = (request: Parameters<typeof requireMember>[0]) => requireMember(request).id;

  // Any write to a project may change what its kept answers show (a task saved, moved or deleted,
  // a milestone deleted, a member gone and their tasks unassigned): its kept list is dropped on
  // every process before the answer leaves, so the writer's next read sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    const params = request.params as { projectId?: string; invitationId?: string } | undefined;
    const projectId = params?.projectId ?? params?.invitationId;
    if (projectId) await deps.caches.changed(PROJECT_READS_SCOPE, projectId);
    return payload;
  });

  app.get(
    '/workspace/projects',
    { schema: { tags, summary: 'My projects and invitations', response: { 200: WorkspaceProjects, ...errors } } },
    async (request) => ws.myProjects(deps, me(request)),
  );

  app.post(
    '/workspace/projects',
    {
      schema: {
        tags,
        summary: 'Create a project (I lead it)',
        body: WorkspaceProjectInput,
        response: { 201: WorkspaceProject, ...errors },
      },
      config: { rateLimit: paced },
    },
    async (request, reply) => reply.code(201).send(await ws.createProject(deps, me(request), request.body)),
  );

  const one = { params: WorkspaceProjectParams };
  // The project as its team reads it (four queries), kept until a write to it; each reader's
  // role and "me" are set per request (bench workspaceProject).
  const projects = keptPerProject<WorkspaceProject>(deps.caches, 2_000);
  app.get(
    '/workspace/projects/:projectId',
    { schema: { tags, summary: 'A project', ...one, response: { 200: WorkspaceProject, ...errors } }, config: { workspace: 'view' } },
    async (request) => {
      const { projectId } = request.params;
      const core = await projects.load(projectId, async () => {
        const value = await ws.projectAsTeam(deps, projectId);
        return { value, names: [...value.team.map((m) => m.id), ...(value.client?.id ? [value.client.id] : [])] };
      });
      return ws.asReadBy(core, me(request));
    },
  );
  app.put(
    '/workspace/projects/:projectId',
    {
      schema: { tags, summary: 'Save a project', ...one, body: WorkspaceProjectInput, response: { 200: WorkspaceProject, ...errors } },
      config: { workspace: 'edit' },
    },
    async (request) => ws.updateProject(deps, me(request), request.params.projectId, request.body),
  );
  app.delete(
    '/workspace/projects/:projectId',
    {
      schema: { tags, summary: 'Delete a project (its lead)', ...one, response: { 204: z.null(), ...errors } },
      config: { workspace: 'manage', workspaceEvenArchived: true },
    },
    async (request, reply) => {
      await withProjectFilesRemoved(files, request.params.projectId, () => ws.deleteProject(deps, request.params.projectId));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/workspace/projects/:projectId/archive',
    {
      schema: {
        tags,
        summary: 'Archive or restore a project',
        ...one,
        body: ArchiveProjectInput,
        response: { 200: WorkspaceProject, ...errors },
      },
      config: { workspace: 'manage', workspaceEvenArchived: true },
    },
    async (request) => ws.archiveProject(deps, me(request), request.params.projectId, request.body.archived),
  );
  app.get(
    '/workspace/projects/:projectId/activity',
    {
      schema: {
        tags,
        summary: "A project's feed, newest first",
        ...one,
        querystring: WorkspaceActivityQuery,
        response: { 200: WorkspaceActivity, ...errors },
      },
      config: { workspace: 'view' },
    },
    async (request) => activity(deps.db, request.params.projectId, request.query.cursor),
  );

  app.post(
    '/workspace/projects/:projectId/members',
    {
      schema: {
        tags,
        summary: 'Invite a connection to the team',
        ...one,
        body: InviteMemberInput,
        response: { 200: WorkspaceProject, ...errors },
      },
      config: { workspace: 'manage', rateLimit: paced },
    },
    async (request) => team.invite(deps, me(request), request.params.projectId, request.body.memberId, request.body.role),
  );
  app.patch(
    '/workspace/projects/:projectId/members/:memberId',
    {
      schema: {
        tags,
        summary: "Change a member's role",
        params: WorkspaceMemberParams,
        body: ChangeRoleInput,
        response: { 200: WorkspaceProject, ...errors },
      },
      config: { workspace: 'manage' },
    },
    async (request) => team.changeRole(deps, me(request), request.params.projectId, request.params.memberId, request.body.role),
  );
  app.delete(
    '/workspace/projects/:projectId/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Remove a member (or cancel an invitation)',
        params: WorkspaceMemberParams,
        response: { 204: z.null(), ...errors },
      },
      config: { workspace: 'manage' },
    },
    async (request, reply) => {
      await team.removeMember(deps, me(request), request.params.projectId, request.params.memberId);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/workspace/projects/:projectId/membership',
    {
      schema: { tags, summary: 'Leave a project', ...one, response: { 204: z.null(), ...errors } },
      config: { workspace: 'view', workspaceEvenArchived: true },
    },
    async (request, reply) => {
      await team.removeMember(deps, me(request), request.params.projectId, me(request));
      return reply.code(204).send(null);
    },
  );

  // The invitee is not on the team yet: the service checks the invitation itself.
  app.post(
    '/workspace/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Accept or decline an invitation to a project',
        params: z.object({ invitationId: z.string().min(1).max(64) }),
        body: z.object({ accept: z.boolean() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await team.answerInvitation(deps, me(request), request.params.invitationId, request.body.accept);
      return reply.code(204).send(null);
    },
  );

  taskRoutes(app, deps, paced);
  await filesRoutes(app, { deps: files, paced });
  teamRoutes(app, deps);
};
