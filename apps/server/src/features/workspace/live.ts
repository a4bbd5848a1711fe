import type { LiveEvent } from '@skilllink/contracts/realtime';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { DB } from '../../db/database.js';

// Live projects (issue 23): after any change to a project, everyone on its team — as it was
// before the change, so a member just removed, an invitee who just answered and the team of a
// deleted project hear it too — gets `workspace.changed` and reads what they show again.
// One rule for every workspace write (tasks, board moves, files, team, milestones), kept here
// rather than in each service.

type Send = (memberIds: string[], event: LiveEvent) => void;

const told = new WeakMap<FastifyRequest, { projectId: string; team: string[] }>();

function teamOf(db: DB, projectId: string): Promise<string[]> {
  return db
    .selectFrom('workspaceMember')
    .select('userId')
    .where('projectId', '=', projectId)
    .execute()
    .then((rows) => rows.map((r) => r.userId));
}

/** Register before the workspace routes (onRoute sees only later ones). */
export function registerWorkspaceLive(app: FastifyInstance, db: DB, send: Send): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.includes('/workspace/') || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    if (!route.url.includes(':projectId') && !route.url.includes(':invitationId')) return;
    // After the guard (registered earlier, so its preHandler comes first): strangers learn nothing.
    const capture: preHandlerAsyncHookHandler = async (request) => {
      const params = request.params as { projectId?: string; invitationId?: string };
      const projectId = params.projectId ?? params.invitationId!;
      told.set(request, { projectId, team: await teamOf(db, projectId) });
    };
    const hooks = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...(hooks as preHandlerAsyncHookHandler[]), capture];
  });
  app.addHook('onResponse', async (request, reply) => {
    const change = told.get(request);
    if (!change || reply.statusCode >= 400) return;
    send(change.team, { type: 'workspace.changed', projectId: change.projectId });
  });
}

/** Tells a project's team of a change made outside the workspace routes (an e-mail invitation claimed on verification). */
export async function tellTeam(db: DB, send: Send, projectId: string): Promise<void> {
  send(await teamOf(db, projectId), { type: 'workspace.changed', projectId });
}
