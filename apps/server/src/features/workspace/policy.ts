import type { WorkspaceRole } from '@skilllink/contracts/workspace';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { DB } from '../../db/database.js';
import { requireMember } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';

/**
 * Who may do what in a project (spec §3 and §6; ADR 056). Every workspace route names one of
 * these actions (its `config.workspace`), and one hook checks it (workspace.routes.ts).
 */
export const WORKSPACE_ACTIONS = ['view', 'edit', 'manage'] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

export const PERMISSIONS: Record<WorkspaceRole, readonly WorkspaceAction[]> = {
  lead: ['edit', 'manage', 'view'],
  member: ['edit', 'view'],
  // A client follows the work without changing it.
  viewer: ['view'],
};

export const projectNotFound = () => new AppError(404, 'workspace_project_not_found', 'Project not found');
const archived = () => new AppError(409, 'workspace_archived', 'This project is archived: restore it to change it');
const forbidden = () => new AppError(403, 'workspace_forbidden', 'Your role in this project does not allow this');

/**
 * The reader's role in the project, if `action` is theirs. Someone outside the team (or still
 * only invited) learns nothing, not even that the project exists: 404. A team member without
 * the permission: 403.
 */
export async function authorize(
  db: DB,
  projectId: string,
  userId: string,
  action: WorkspaceAction,
  evenArchived = false,
): Promise<WorkspaceRole> {
  const row = await db
    .selectFrom('workspaceMember as m')
    .innerJoin('workspaceProject as p', 'p.id', 'm.projectId')
    .select(['m.role', 'p.archivedAt'])
    .where('m.projectId', '=', projectId)
    .where('m.userId', '=', userId)
    .where('m.acceptedAt', 'is not', null)
    .executeTakeFirst();
  if (!row) throw projectNotFound();
  const role = row.role as WorkspaceRole;
  if (!PERMISSIONS[role].includes(action)) throw forbidden();
  // An archived project is kept as it was: only reading it, leaving it, restoring or deleting it.
  if (row.archivedAt !== null && action !== 'view' && !evenArchived) throw archived();
  return role;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a workspace route does to its project (`:projectId`); checked by the guard below. */
    workspace?: WorkspaceAction;
    /** The route also works on an archived project (restore, delete, leave). */
    workspaceEvenArchived?: boolean;
  }
}

/**
 * The one check of the workspace: a route that says `config: { workspace: action }` gets
 * `authorize` before its handler (after its params are validated). A route about one project
 * that names no action cannot start. Register before the routes (onRoute sees only later ones).
 */
export function registerWorkspaceGuard(app: FastifyInstance, db: DB): void {
  app.addHook('onRoute', (route) => {
    const action = route.config?.workspace;
    if (!action) {
      if (route.url.includes('/workspace/') && route.url.includes(':projectId')) throw new Error(`${route.url}: no workspace action`);
      return;
    }
    const check: preHandlerAsyncHookHandler = async (request) => {
      const { projectId } = request.params as { projectId: string };
      await authorize(db, projectId, requireMember(request).id, action, route.config?.workspaceEvenArchived === true);
    };
    route.preHandler = [...asArray(route.preHandler as preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[] | undefined), check];
  });
}

const asArray = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);
