import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  ChangeRoleInput,
  MyWorkspaceTasks,
  InviteMemberInput,
  WorkspaceMemberParams,
  WorkspaceMilestone,
  WorkspaceMilestoneInput,
  WorkspaceMilestoneParams,
  WorkspaceMilestones,
  WorkspaceProject,
  WorkspaceProjectInput,
  WorkspaceProjectParams,
  WorkspaceProjects,
  WorkspaceTask,
  WorkspaceTaskInput,
  WorkspaceTaskParams,
  WorkspaceTasks,
} from '@skilllink/contracts/workspace';
import { requireMember } from '../../platform/auth/session.js';
import { memberLimit } from '../../platform/rate-limit.js';
import * as milestones from './milestones.service.js';
import * as tasks from './tasks.service.js';
import * as ws from './workspace.service.js';

const tags = ['workspace'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const HOUR = 3_600_000;
/** New projects, invitations and tasks are paced per member: each is rows and, later, notices. */
const WRITES_PER_HOUR = 600;

/** The project workspace (issue 23, ADR 056). */
export const workspaceRoutes: FastifyPluginAsyncZod<{ deps: ws.WorkspaceDeps }> = async (app, { deps }) => {
  const paced = memberLimit(deps.rateLimitFactor, WRITES_PER_HOUR, HOUR, {
    message: 'Too many changes to your projects. Please wait a few minutes and try again',
    key: 'rate_limited.workspace',
  });

  const me = (request: Parameters<typeof requireMember>[0]) => requireMember(request).id;

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
  app.get(
    '/workspace/projects/:projectId',
    { schema: { tags, summary: 'A project', ...one, response: { 200: WorkspaceProject, ...errors } }, config: { workspace: 'view' } },
    async (request) => ws.project(deps, me(request), request.params.projectId),
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
      config: { workspace: 'manage' },
    },
    async (request, reply) => {
      await ws.deleteProject(deps, request.params.projectId);
      return reply.code(204).send(null);
    },
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
    async (request) => ws.invite(deps, me(request), request.params.projectId, request.body.memberId, request.body.role),
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
    async (request) => ws.changeRole(deps, me(request), request.params.projectId, request.params.memberId, request.body.role),
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
      await ws.removeMember(deps, request.params.projectId, request.params.memberId);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/workspace/projects/:projectId/membership',
    { schema: { tags, summary: 'Leave a project', ...one, response: { 204: z.null(), ...errors } }, config: { workspace: 'view' } },
    async (request, reply) => {
      await ws.removeMember(deps, request.params.projectId, me(request));
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
      await ws.answerInvitation(deps, me(request), request.params.invitationId, request.body.accept);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/workspace/tasks/mine',
    { schema: { tags, summary: 'My open tasks across my projects, soonest due first', response: { 200: MyWorkspaceTasks, ...errors } } },
    async (request) => tasks.myTasks(deps, me(request)),
  );
  app.get(
    '/workspace/projects/:projectId/tasks',
    { schema: { tags, summary: "A project's tasks", ...one, response: { 200: WorkspaceTasks, ...errors } }, config: { workspace: 'view' } },
    async (request) => tasks.tasks(deps, request.params.projectId),
  );
  app.post(
    '/workspace/projects/:projectId/tasks',
    {
      schema: { tags, summary: 'Add a task', ...one, body: WorkspaceTaskInput, response: { 201: WorkspaceTask, ...errors } },
      config: { workspace: 'edit', rateLimit: paced },
    },
    async (request, reply) => reply.code(201).send(await tasks.createTask(deps, me(request), request.params.projectId, request.body)),
  );
  app.put(
    '/workspace/projects/:projectId/tasks/:taskId',
    {
      schema: {
        tags,
        summary: 'Save a task',
        params: WorkspaceTaskParams,
        body: WorkspaceTaskInput,
        response: { 200: WorkspaceTask, ...errors },
      },
      config: { workspace: 'edit' },
    },
    async (request) => tasks.updateTask(deps, me(request), request.params.projectId, request.params.taskId, request.body),
  );
  app.delete(
    '/workspace/projects/:projectId/tasks/:taskId',
    {
      schema: { tags, summary: 'Delete a task', params: WorkspaceTaskParams, response: { 204: z.null(), ...errors } },
      config: { workspace: 'edit' },
    },
    async (request, reply) => {
      await tasks.deleteTask(deps, request.params.projectId, request.params.taskId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/workspace/projects/:projectId/milestones',
    {
      schema: {
        tags,
        summary: "A project's milestones, with progress from their tasks",
        ...one,
        response: { 200: WorkspaceMilestones, ...errors },
      },
      config: { workspace: 'view' },
    },
    async (request) => milestones.milestones(deps, request.params.projectId),
  );
  app.post(
    '/workspace/projects/:projectId/milestones',
    {
      schema: { tags, summary: 'Add a milestone', ...one, body: WorkspaceMilestoneInput, response: { 201: WorkspaceMilestone, ...errors } },
      config: { workspace: 'edit', rateLimit: paced },
    },
    async (request, reply) => reply.code(201).send(await milestones.createMilestone(deps, request.params.projectId, request.body)),
  );
  app.put(
    '/workspace/projects/:projectId/milestones/:milestoneId',
    {
      schema: {
        tags,
        summary: 'Save a milestone',
        params: WorkspaceMilestoneParams,
        body: WorkspaceMilestoneInput,
        response: { 200: WorkspaceMilestone, ...errors },
      },
      config: { workspace: 'edit' },
    },
    async (request) => milestones.updateMilestone(deps, request.params.projectId, request.params.milestoneId, request.body),
  );
  app.delete(
    '/workspace/projects/:projectId/milestones/:milestoneId',
    {
      schema: {
        tags,
        summary: 'Delete a milestone (its tasks stay)',
        params: WorkspaceMilestoneParams,
        response: { 204: z.null(), ...errors },
      },
      config: { workspace: 'edit' },
    },
    async (request, reply) => {
      await milestones.deleteMilestone(deps, request.params.projectId, request.params.milestoneId);
      return reply.code(204).send(null);
    },
  );
};
