import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MoveTaskInput,
  MyWorkspaceTasks,
  WorkspaceMilestone,
  WorkspaceMilestoneInput,
  WorkspaceMilestoneParams,
  WorkspaceMilestones,
  WorkspaceProjectParams,
  WorkspaceTask,
  WorkspaceTaskInput,
  WorkspaceTaskParams,
  WorkspaceTasks,
} from '@skilllink/contracts/workspace';
import { requireMember } from '../../platform/auth/session.js';
import type { memberLimit } from '../../platform/rate-limit.js';
import { sendSerialized, serializeAhead } from '../../platform/serializer.js';
import { moveTask } from './board.service.js';
import * as milestones from './milestones.service.js';
import * as tasks from './tasks.service.js';
import { keptPerProject } from './kept.js';
import { errors, tags } from './route-parts.js';
import type { WorkspaceDeps } from './workspace.service.js';

/** A project's tasks, board moves and milestones (registered by workspace.routes.ts). */
export function taskRoutes(base: FastifyInstance, deps: WorkspaceDeps, paced: ReturnType<typeof memberLimit>): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const me = (request: Parameters<typeof requireMember>[0]) => requireMember(request).id;
  const one = { params: WorkspaceProjectParams };
  // A project's whole list (up to 10,000 tasks: 1,000 are ~570 KB of JSON) kept encoded, and
  // compressed once per coding, until a write to the project: built per request, 1,000 tasks
  // cost tens of ms (rows, names, JSON, gzip) and 50 readers waited on each other (bench
  // workspaceTasks). Every reader sees the same list; their access is checked per request before.
  const lists = keptPerProject<Buffer>(deps.caches, 2_000);
  const listOf = async (reply: { serialize(payload: unknown): unknown; type(contentType: string): unknown }, projectId: string) => {
    const answer = await tasks.tasks(deps, projectId);
    const names = answer.items.flatMap((task) => [task.assignee?.id, task.updatedBy?.id].filter((id) => id !== undefined));
    return { value: await serializeAhead(reply, answer), names };
  };

  app.get(
    '/workspace/tasks/mine',
    { schema: { tags, summary: 'My open tasks across my projects, soonest due first', response: { 200: MyWorkspaceTasks, ...errors } } },
    async (request) => tasks.myTasks(deps, me(request)),
  );
  app.get(
    '/workspace/projects/:projectId/tasks',
    { schema: { tags, summary: "A project's tasks", ...one, response: { 200: WorkspaceTasks, ...errors } }, config: { workspace: 'view' } },
    async (request, reply) => {
      const { projectId } = request.params;
      return sendSerialized(reply, await lists.load(projectId, () => listOf(reply, projectId)));
    },
  );
  app.post(
    '/workspace/projects/:projectId/tasks',
    {
      schema: { tags, summary: 'Add a task', ...one, body: WorkspaceTaskInput, response: { 201: WorkspaceTask, ...errors } },
      config: { workspace: 'edit', rateLimit: paced },
    },
    async (request, reply) => reply.code(201).send(await tasks.createTask(deps, me(request), request.params.projectId, request.body)),
  );
  app.post(
    '/workspace/projects/:projectId/tasks/:taskId/move',
    {
      schema: {
        tags,
        summary: 'Move a task on the board',
        params: WorkspaceTaskParams,
        body: MoveTaskInput,
        response: { 200: WorkspaceTask, ...errors },
      },
      config: { workspace: 'edit' },
    },
    async (request) => moveTask(deps, me(request), request.params.projectId, request.params.taskId, request.body),
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
}
