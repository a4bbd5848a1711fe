import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { notify } from '../../platform/notifications.js';
import { registerPeriodic } from '../../platform/periodic.js';

/** How often tasks due tomorrow are looked for: a reminder comes at most this late in the day before. */
export const TASK_REMINDER_TICK_MS = 5 * 60_000;
/** Tasks claimed per statement, so one tick never holds a long write. */
const BATCH = 200;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Reminds each assignee of their open tasks due tomorrow (UTC days), once per due date: the
 * sweep claims the tasks with `update … set reminded_due_date = due_date … returning`, which
 * one statement wins whichever process runs it, and the notice is written in the same
 * transaction. State lives in the database, so a restart neither repeats nor skips a reminder.
 */
export async function remindTasksDue(deps: { db: DB; caches: MemberCaches; now: () => Date }): Promise<number> {
  const now = deps.now();
  const tomorrow = day(new Date(now.getTime() + 86_400_000));
  let reminded = 0;
  for (;;) {
    const told = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('workspaceTask')
        .select('id')
        .where('dueDate', '=', tomorrow)
        .where('status', '<>', 'completed')
        .where('assigneeId', 'is not', null)
        .where((eb) => eb.or([eb('remindedDueDate', 'is', null), eb('remindedDueDate', '<>', tomorrow)]))
        .limit(BATCH)
        .execute();
      if (due.length === 0) return [];
      const rows = await trx
        .updateTable('workspaceTask')
        .set({ remindedDueDate: tomorrow })
        .where(
          'id',
          'in',
          due.map((d) => d.id),
        )
        .where((eb) => eb.or([eb('remindedDueDate', 'is', null), eb('remindedDueDate', '<>', tomorrow)]))
        .returning(['id', 'projectId', 'title', 'assigneeId'])
        .execute();
      // Another process claimed them first.
      if (rows.length === 0) return [];
      const titles = new Map(
        (
          await trx
            .selectFrom('workspaceProject')
            .select(['id', 'title'])
            .where('id', 'in', [...new Set(rows.map((r) => r.projectId))])
            .execute()
        ).map((p) => [p.id, p.title]),
      );
      for (const row of rows) {
        await notify(trx, {
          userId: row.assigneeId!,
          type: 'other',
          kind: 'workspace.task_due',
          params: { taskTitle: row.title, projectTitle: titles.get(row.projectId) ?? '', dueDate: tomorrow },
          data: { projectId: row.projectId, taskId: row.id },
        });
      }
      return rows.map((r) => r.assigneeId!);
    });
    reminded += told.length;
    if (told.length > 0) await deps.caches.memberChanged(...new Set(told));
    if (told.length < BATCH) return reminded;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reminds of tasks due tomorrow now (the timer calls it every TASK_REMINDER_TICK_MS; tests call it). */
    taskReminders: { sweep(): Promise<number> };
  }
}

export function registerTaskReminders(app: FastifyInstance, deps: { db: DB; caches: MemberCaches; now?: () => Date }): void {
  const sweep = () => remindTasksDue({ ...deps, now: deps.now ?? (() => new Date()) });
  app.decorate('taskReminders', { sweep });
  registerPeriodic(app, 'task reminder sweep', TASK_REMINDER_TICK_MS, sweep);
}
