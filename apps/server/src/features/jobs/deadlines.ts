import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { notify } from '../../platform/notifications.js';
import { registerPeriodic } from '../../platform/periodic.js';
import { LISTINGS_SCOPE } from './route-options.js';

/** How often passed deadlines are looked for; a listing reads as closed from its deadline on anyway. */
export const DEADLINE_TICK_MS = 60_000;
/** Jobs closed per statement, so one tick never holds a long write after a long downtime. */
const BATCH = 200;

/**
 * Closes the jobs whose deadline has passed and tells each poster, in one statement per
 * batch: `update … where status = 'open' and deadline <= now returning`. A row is closed by
 * exactly one statement whichever process runs it (the second finds it closed), so the
 * notice goes out once. Reads never wait for this: a passed deadline already reads as closed
 * (jobs.presenter.ts isActive, search conditions); this makes it durable and says so.
 */
export async function closePassedDeadlines(deps: { db: DB; caches: MemberCaches; now: () => Date }): Promise<number> {
  const now = deps.now().toISOString();
  let closed = 0;
  for (;;) {
    const posters = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('job')
        .select('id')
        .where('status', '=', 'open')
        .where('deadline', '<=', now)
        .orderBy('deadline')
        .limit(BATCH)
        .execute();
      if (due.length === 0) return [];
      const rows = await trx
        .updateTable('job')
        .set({ status: 'closed', updatedAt: now })
        .where(
          'id',
          'in',
          due.map((d) => d.id),
        )
        .where('status', '=', 'open')
        .returning(['id', 'title', 'posterId'])
        .execute();
      for (const row of rows) {
        await notify(trx, {
          userId: row.posterId,
          type: 'other',
          kind: 'job.deadline_closed',
          params: { jobTitle: row.title },
          data: { jobId: row.id },
        });
      }
      return rows.map((r) => r.posterId);
    });
    closed += posters.length;
    if (posters.length > 0) {
      await deps.caches.memberChanged(...new Set(posters));
      await deps.caches.changedAll(LISTINGS_SCOPE);
    }
    if (posters.length < BATCH) return closed;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Closes the jobs whose deadline passed now (the timer calls it every DEADLINE_TICK_MS; tests call it). */
    jobDeadlines: { sweep(): Promise<number> };
  }
}

export function registerDeadlineSweeper(app: FastifyInstance, deps: { db: DB; caches: MemberCaches; now?: () => Date }): void {
  const sweep = () => closePassedDeadlines({ ...deps, now: deps.now ?? (() => new Date()) });
  app.decorate('jobDeadlines', { sweep });
  registerPeriodic(app, 'job deadline sweep', DEADLINE_TICK_MS, sweep);
}
