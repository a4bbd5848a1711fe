import type { FastifyInstance } from 'fastify';
import { registerPeriodic } from '../../platform/periodic.js';
import * as q from './push-queue.repository.js';
import { sendQueuedPushes, type PushRunDeps } from './push-run.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web pushes waiting now, sent (tests call this instead of waiting for the trigger). */
    webPush: { run(): Promise<number> };
  }
}

/** The safety net: what a missed trigger left waiting goes out within this. */
const PUSH_TICK_MS = 30_000;
/** Changes announced within this are looked at together. */
const GATHER_MS = 200;

/**
 * Sends pushes soon after the change that queued them (ADR 066): every announced member change
 * (the realtime hub's pulls, on every process) is gathered for GATHER_MS, then one cheap query asks
 * whether any of those members has a push waiting; rows are claimed by one process each. One
 * run at a time per process; a trigger during a run starts another right after it.
 */
/** Where the scheduler hears of changes that may have stored notifications (the realtime hub). */
export interface ChangeFeed {
  onPull(listener: (memberIds: readonly string[]) => void): void;
}

export function registerPushScheduler(app: FastifyInstance, deps: PushRunDeps & { changes: ChangeFeed }): void {
  let running: Promise<number> | null = null;
  let again = false;
  let open = false;
  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = sendQueuedPushes(deps).finally(() => {
      running = null;
      if (again && open) {
        again = false;
        void run().catch((err: unknown) => app.log.error({ err }, 'web push failed'));
      }
    });
    return running;
  };
  app.decorate('webPush', { run });
  registerPeriodic(app, 'web push', PUSH_TICK_MS, run);

  const changed = new Set<string>();
  let gathering: NodeJS.Timeout | null = null;
  let checking: Promise<unknown> | null = null;
  deps.changes.onPull((memberIds) => {
    if (!open) return;
    for (const id of memberIds) changed.add(id);
    gathering ??= setTimeout(() => {
      gathering = null;
      const ids = [...changed];
      changed.clear();
      // Many members at once (a bulk change): just look at the whole queue.
      const waiting = ids.length > 500 ? Promise.resolve(true) : q.anyWaiting(deps.db, ids);
      checking = waiting
        .then((yes) => (yes && open ? run() : 0))
        .catch((err: unknown) => app.log.error({ err }, 'web push failed'))
        .finally(() => (checking = null));
    }, GATHER_MS).unref();
  });
  app.addHook('onReady', async () => {
    open = true;
  });
  app.addHook('onClose', async () => {
    open = false;
    if (gathering) clearTimeout(gathering);
    await checking;
    await running?.catch(() => undefined);
  });
}
