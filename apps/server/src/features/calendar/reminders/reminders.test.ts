import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { signedUp } from '../../../test/factories.js';
import { listening, openSocket } from '../../../test/realtime-client.js';
import { newId } from '../../../platform/ids.js';
import { insertEvent, type EventValues } from '../events/events.repository.js';
import { refreshNextReminder } from './reminder-queue.js';

/**
 * The scheduler on a clock the test moves. Every app here shares one database; the owner app
 * (which creates and drops it) is frozen in 2000 so its own ticks never send anything.
 */
let owner: TestApp;
let nowMs = Date.parse('2026-12-01T08:00:00.000Z');
const clock = () => new Date(nowMs);
const at = (iso: string) => {
  nowMs = Date.parse(iso);
};
const MIN = 60_000;

beforeAll(async () => {
  owner = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' }, { now: () => new Date('2000-01-01T00:00:00Z') });
});
afterAll(async () => owner.close());

/** Another process on the owner's database, on the test's clock. */
const processOnClock = () => buildTestApp(owner.databaseEnv, { now: clock });

const defaults: EventValues = {
  seriesId: null,
  originalStart: null,
  title: 'Design review',
  description: null,
  location: null,
  category: 'meeting',
  calendarId: 'work',
  isAllDay: false,
  startAt: '',
  endAt: '',
  timeZone: 'Africa/Accra',
  attendees: [],
  reminders: [5],
  rrule: null,
  exdates: [],
};

/** Stores an event as the events service does (row, then its place in the reminder queue). */
async function addEvent(app: FastifyInstance, memberId: string, values: Partial<EventValues>): Promise<string> {
  const id = newId();
  const db = app.database.db;
  await insertEvent(db, { ...defaults, ...values, id, memberId, nextReminderAt: null, at: clock().toISOString() });
  await refreshNextReminder(db, id, clock());
  return id;
}

/** The member's reminders as stored: a kind and its parameters (`title` is the event's). */
async function reminders(memberId: string) {
  const rows = await owner.app.database.db
    .selectFrom('notification')
    .select(['params', 'data', 'type'])
    .where('userId', '=', memberId)
    .where('kind', '=', 'calendar.reminder')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const params = JSON.parse(r.params) as Record<string, string | number>;
    return { type: r.type, data: r.data, params, title: params.eventTitle };
  });
}

describe('calendar reminders', () => {
  it('sends a reminder 5 minutes ahead exactly once, at its time and not before, pushed live', async () => {
    at('2026-12-01T08:00:00.000Z');
    const p = await processOnClock();
    const member = await signedUp(p.app);
    const id = await addEvent(p.app, member.user.id, { startAt: '2026-12-01T09:00:00.000Z', endAt: '2026-12-01T10:00:00.000Z' });
    const socket = await openSocket(await listening(p.app), member.client);
    // Live from here on: what is stored before the hello counts as already seen.
    await socket.next((e) => e.type === 'hello');

    at('2026-12-01T08:54:59.000Z');
    await p.app.calendarReminders.tick();
    expect(await reminders(member.user.id)).toHaveLength(0);

    at('2026-12-01T08:55:00.000Z');
    await p.app.calendarReminders.tick();
    await p.app.calendarReminders.tick();
    const sent = await reminders(member.user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'other', params: { eventTitle: 'Design review', when: 'starts_in', minutes: 5 } });
    expect(JSON.parse(sent[0]!.data)).toEqual({ eventId: id, start: '2026-12-01T09:00:00.000Z' });
    const pushed = await socket.next((e) => e.type === 'notification.created');
    expect(pushed).toMatchObject({ notification: { kind: 'calendar.reminder', params: { eventTitle: 'Design review' }, fallback: null } });
    await socket.close();

    at('2026-12-01T09:30:00.000Z');
    await p.app.calendarReminders.tick();
    expect(await reminders(member.user.id)).toHaveLength(1);
    await p.close();
  });

  it('sends it once across a restart: due while stopped, sent by the next process', async () => {
    at('2026-12-02T08:00:00.000Z');
    const first = await processOnClock();
    const member = await signedUp(first.app);
    await addEvent(first.app, member.user.id, { startAt: '2026-12-02T09:00:00.000Z', endAt: '2026-12-02T09:30:00.000Z' });
    at('2026-12-02T08:54:00.000Z');
    await first.app.calendarReminders.tick();
    await first.close();
    expect(await reminders(member.user.id)).toHaveLength(0);

    at('2026-12-02T08:55:10.000Z');
    const second = await processOnClock();
    await second.app.calendarReminders.tick();
    expect(await reminders(member.user.id)).toHaveLength(1);
    await second.close();

    const third = await processOnClock();
    await third.app.calendarReminders.tick();
    expect(await reminders(member.user.id)).toHaveLength(1);
    await third.close();
  });

  it('sends each reminder once when two processes race for the same rows', async () => {
    at('2026-12-03T08:00:00.000Z');
    const a = await processOnClock();
    const b = await processOnClock();
    const member = await signedUp(a.app);
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const start = Date.parse('2026-12-03T09:00:00.000Z') + i * MIN;
      const end = new Date(start + 30 * MIN).toISOString();
      ids.push(await addEvent(a.app, member.user.id, { title: `Call ${i}`, startAt: new Date(start).toISOString(), endAt: end }));
    }
    at('2026-12-03T09:10:00.000Z');
    if (owner.app.database.dialect === 'postgres') {
      // Truly at once: both read the same due rows and contend for each row's lock.
      await Promise.all([a.app.calendarReminders.tick(), b.app.calendarReminders.tick(), a.app.calendarReminders.tick()]);
    } else {
      // One SQLite connection per app in one test process cannot wait for the other's lock
      // without blocking the event loop both need, so the race is staged: B read the queue
      // (all 12 due) before A sent them, then handles what it read.
      await a.app.calendarReminders.tick();
      expect(await b.app.calendarReminders.handle(ids)).toBe(0);
    }
    await b.app.calendarReminders.tick();
    const sent = await reminders(member.user.id);
    expect(sent).toHaveLength(12);
    expect(new Set(sent.map((n) => n.title)).size).toBe(12);
    await Promise.all([a.close(), b.close()]);
  });

  it('keeps the ledger: a reminder already recorded is not sent again even if the queue says it is due', async () => {
    at('2026-12-05T08:00:00.000Z');
    const p = await processOnClock();
    const member = await signedUp(p.app);
    const id = await addEvent(p.app, member.user.id, { startAt: '2026-12-05T09:00:00.000Z', endAt: '2026-12-05T10:00:00.000Z' });
    at('2026-12-05T08:56:00.000Z');
    await p.app.calendarReminders.tick();
    // A crash after the commit but before the queue moved on looks like this: due again.
    await p.app.database.db.updateTable('calendarEvent').set({ nextReminderAt: '2026-12-05T08:55:00.000Z' }).where('id', '=', id).execute();
    await p.app.calendarReminders.tick();
    expect(await reminders(member.user.id)).toHaveLength(1);
    await p.close();
  });

  it('catches up after downtime while the occurrence has not ended, and skips ended ones', async () => {
    at('2026-12-04T08:00:00.000Z');
    const p = await processOnClock();
    const member = await signedUp(p.app);
    const ongoing = await addEvent(p.app, member.user.id, {
      title: 'Workshop',
      startAt: '2026-12-04T09:00:00.000Z',
      endAt: '2026-12-04T12:00:00.000Z',
      reminders: [60, 15],
    });
    const over = await addEvent(p.app, member.user.id, {
      title: 'Quick sync',
      startAt: '2026-12-04T09:00:00.000Z',
      endAt: '2026-12-04T09:15:00.000Z',
    });
    const later = await addEvent(p.app, member.user.id, {
      title: 'Lunch',
      startAt: '2026-12-04T12:00:00.000Z',
      endAt: '2026-12-04T13:00:00.000Z',
    });

    // Down from 08:00 to 09:20: both reminders of the workshop and the sync's fell due.
    at('2026-12-04T09:20:00.000Z');
    await p.app.calendarReminders.tick();
    const sent = await reminders(member.user.id);
    // One reminder for the running workshop (not both of its leads), none for the ended sync.
    expect(sent.map((n) => n.params)).toEqual([{ eventTitle: 'Workshop', when: 'started_at', time: '09:00' }]);
    const queue = await p.app.database.db
      .selectFrom('calendarEvent')
      .select(['id', 'nextReminderAt'])
      .where('id', 'in', [ongoing, over, later])
      .execute();
    const next = new Map(queue.map((r) => [r.id, r.nextReminderAt === null ? null : new Date(r.nextReminderAt).toISOString()]));
    expect(next.get(ongoing)).toBeNull();
    expect(next.get(over)).toBeNull();
    expect(next.get(later)).toBe('2026-12-04T11:55:00.000Z');

    // Late but before the start: the message names the time.
    await p.close();
    at('2026-12-04T11:58:00.000Z');
    const q = await processOnClock();
    await q.app.calendarReminders.tick();
    expect((await reminders(member.user.id)).at(-1)).toMatchObject({ params: { eventTitle: 'Lunch', when: 'starts_at', time: '12:00' } });
    await q.close();
  });

  it("reminds for each occurrence of a series, in the series' zone, and for a moved occurrence at its new time", async () => {
    at('2026-12-06T12:00:00.000Z');
    const p = await processOnClock();
    const member = await signedUp(p.app);
    // Daily 09:00 in Lagos (UTC+1), three times; the second occurrence is moved to 10:00.
    const series = await addEvent(p.app, member.user.id, {
      title: 'Standup',
      startAt: '2026-12-07T08:00:00.000Z',
      endAt: '2026-12-07T08:15:00.000Z',
      timeZone: 'Africa/Lagos',
      rrule: 'FREQ=DAILY;INTERVAL=1;COUNT=3',
      reminders: [15],
    });
    const moved = await addEvent(p.app, member.user.id, {
      title: 'Standup (moved)',
      seriesId: series,
      originalStart: '2026-12-08T08:00:00.000Z',
      startAt: '2026-12-08T09:00:00.000Z',
      endAt: '2026-12-08T09:15:00.000Z',
      timeZone: 'Africa/Lagos',
      reminders: [15],
    });
    await refreshNextReminder(p.app.database.db, series, clock());

    const expectations: Array<[string, number]> = [
      ['2026-12-07T07:44:59.000Z', 0],
      ['2026-12-07T07:45:00.000Z', 1],
      ['2026-12-08T07:45:00.000Z', 1],
      ['2026-12-08T08:45:00.000Z', 2],
      ['2026-12-09T07:44:00.000Z', 2],
      ['2026-12-09T07:45:30.000Z', 3],
      ['2026-12-10T07:45:00.000Z', 3],
    ];
    for (const [time, count] of expectations) {
      at(time);
      await p.app.calendarReminders.tick();
      expect(await reminders(member.user.id), time).toHaveLength(count);
    }
    const sent = await reminders(member.user.id);
    expect(sent.map((n) => JSON.parse(n.data))).toEqual([
      { eventId: series, start: '2026-12-07T08:00:00.000Z' },
      { eventId: series, start: '2026-12-08T09:00:00.000Z' },
      { eventId: series, start: '2026-12-09T08:00:00.000Z' },
    ]);
    expect(sent[1]!.title).toBe('Standup (moved)');
    expect(moved).toBeTruthy();
    await p.close();
  });
});
