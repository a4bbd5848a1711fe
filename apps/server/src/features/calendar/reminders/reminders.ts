import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database.js';
import type { MemberCaches } from '../../../platform/member-cache.js';
import { notify } from '../../../platform/notifications.js';
import { findMemberEvent, listDueEvents, setNextReminderAt, type EventRecord } from '../events/events.repository.js';
import { durationMs } from '../events/recurrence.js';
import { withOverriddenStarts } from './reminder-queue.js';
import { nextReminderAt, occurrenceStartInstant, remindersBetween, type DueReminder } from './reminder-time.js';
import { reminderParams } from './reminder-text.js';
import { lockDueEvent, markReminderSent } from './reminders.repository.js';
import { dateToMs, msToDate } from '../wall-clock.js';

/** How often the queue is read; a reminder arrives at most this late. */
export const REMINDER_TICK_MS = 15_000;
/** Rows handled per read of the queue; a tick reads again while a read comes back full. */
const BATCH = 100;
/** Reads per tick at most, so one tick never runs unbounded after a long downtime. */
const MAX_BATCHES = 20;

export interface ReminderScheduler {
  /** Sends every reminder due at the clock's now; resolves when done (runs one at a time). */
  tick(): Promise<void>;
  /**
   * What a tick does with the queue rows it read: handles each one that is still due, and
   * answers how many it handled (a row another process handled since the read is left alone).
   */
  handle(ids: readonly string[]): Promise<number>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    calendarReminders: ReminderScheduler;
  }
}

interface Deps {
  db: DB;
  caches: MemberCaches;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The durable reminder scheduler (ADR 019). The queue is the indexed `next_reminder_at` column,
 * so a tick costs one index read whatever the number of events, and nothing lives only in
 * memory: a restarted process (or another one) finds the same due rows. Each row is handled in
 * its own transaction: lock the row, send what fell due since its queue time, move the queue
 * on. The ledger's unique key and the re-check under the lock make each reminder go out once.
 */
export function createReminderScheduler(deps: Deps): ReminderScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;

  async function runOnce(): Promise<void> {
    const now = deps.now();
    const nowIso = now.toISOString();
    for (let batch = 0; batch < MAX_BATCHES && !stopped; batch += 1) {
      const due = await listDueEvents(deps.db, nowIso, BATCH);
      const advanced = await handle(
        due.map((r) => r.id),
        now,
      );
      if (due.length < BATCH || advanced === 0) return;
    }
  }

  async function handle(ids: readonly string[], now: Date): Promise<number> {
    let handled = 0;
    for (const id of ids) {
      if (stopped) break;
      try {
        if (await sendDue(deps, id, now)) handled += 1;
      } catch (err) {
        // One bad row must not hold back the others; it stays due and is tried next tick.
        deps.log.error({ err, eventId: id }, 'calendar reminder failed');
      }
    }
    return handled;
  }

  const tick = async (): Promise<void> => {
    // Ticks never overlap: a caller during a run waits for it, then runs with a fresh now.
    while (running) await running;
    if (stopped) return;
    running = runOnce().finally(() => {
      running = null;
    });
    await running;
  };

  return {
    tick,
    handle: (ids) => handle(ids, deps.now()),
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Handles one due row; false when another process had already handled it. */
async function sendDue(deps: Deps, id: string, now: Date): Promise<boolean> {
  const nowMs = now.getTime();
  const notified: string[] = [];
  const handled = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockDueEvent(trx, id, now.toISOString());
    if (!locked) return false;
    const event = await findMemberEvent(trx, locked.memberId, id);
    if (!event) return false;
    const queued = await withOverriddenStarts(trx, event);
    const from = new Date(Date.parse(event.nextReminderAt ?? now.toISOString()));
    for (const r of latestPerOccurrence(remindersBetween(queued, from, new Date(nowMs + 1)))) {
      const startMs = occurrenceStartInstant(event, r.occurrenceStart);
      // Catch-up: an occurrence that has ended while we were down is past reminding.
      if (occurrenceEndMs(event, r.occurrenceStart) <= nowMs) continue;
      const sent = await markReminderSent(trx, {
        eventId: id,
        occurrenceStart: r.occurrenceStart,
        minutes: r.minutes,
        sentAt: now.toISOString(),
      });
      if (!sent) continue;
      const created = await notify(trx, {
        userId: event.memberId,
        type: 'other',
        kind: 'calendar.reminder',
        params: reminderParams({
          eventTitle: event.title,
          startMs,
          isAllDay: event.isAllDay,
          zone: event.timeZone,
          minutes: r.minutes,
          dueMs: Date.parse(r.at),
          nowMs,
        }),
        data: { eventId: event.seriesId ?? event.id, start: r.occurrenceStart },
      });
      if (created) notified.push(event.memberId);
    }
    await setNextReminderAt(trx, id, nextReminderAt(queued, new Date(nowMs + 1)));
    return true;
  });
  // Pushed to the member's open tabs only now that the notification is committed.
  if (notified.length > 0) await deps.caches.memberChanged(...new Set(notified));
  return handled;
}

/**
 * One reminder per occurrence per send: when several fell due at once (after downtime, or an
 * event created inside its own reminder window) only the nearest to the start is sent, since
 * "Starts in 1 day" and "Starts in 15 minutes" together say nothing the last does not.
 */
function latestPerOccurrence(due: DueReminder[]): DueReminder[] {
  const byOccurrence = new Map<string, DueReminder>();
  for (const r of due) {
    const seen = byOccurrence.get(r.occurrenceStart);
    if (!seen || r.minutes < seen.minutes) byOccurrence.set(r.occurrenceStart, r);
  }
  return [...byOccurrence.values()];
}

function occurrenceEndMs(e: EventRecord, occurrenceStart: string): number {
  if (!e.isAllDay) return Date.parse(occurrenceStart) + durationMs(e);
  return occurrenceStartInstant(e, msToDate(dateToMs(occurrenceStart) + durationMs(e)));
}

/**
 * Starts the scheduler with the app and stops it (waiting for a running tick) when the app
 * closes, before the database does. `now` is the app's clock: tests pass their own.
 */
export function registerReminderScheduler(app: FastifyInstance, opts: { db: DB; caches: MemberCaches; now?: () => Date }): void {
  const scheduler = createReminderScheduler({ db: opts.db, caches: opts.caches, now: opts.now ?? (() => new Date()), log: app.log });
  app.decorate('calendarReminders', scheduler);
  const run = () => {
    scheduler.tick().catch((err: unknown) => app.log.error({ err }, 'calendar reminder tick failed'));
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    // A first tick right away sends what fell due while the server was down.
    run();
    timer = setInterval(run, REMINDER_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await scheduler.stop();
  });
}
