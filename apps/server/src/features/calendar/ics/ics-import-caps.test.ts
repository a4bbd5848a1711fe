import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICS_IMPORT_RATE, MEMBER_EVENTS_MAX } from '@skilllink/contracts/calendar';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { signedUp } from '../../../test/factories.js';
import { newId } from '../../../platform/ids.js';
import { calendar, events, ICS, IMPORT } from './ics-test-files.js';

// What an .ics import may cost is bounded (file size, events per file and per member, imports
// per minute), and zones come from our zone database (ADR 029).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

describe('ICS import caps', () => {
  it('refuses an import that would take a member past their total of events, and imports nothing of it', async () => {
    const { client, user } = await signedUp(t.app);
    const db = t.app.database.db;
    const at = new Date().toISOString();
    const row = (i: number) => ({
      id: newId(),
      memberId: user.id,
      title: `Old ${i}`,
      description: null,
      location: null,
      startAt: '2026-05-01T10:00:00.000Z',
      endAt: '2026-05-01T11:00:00.000Z',
      isAllDay: false,
      timeZone: 'Africa/Accra',
      category: 'work',
      calendarId: 'personal',
      attendees: '[]',
      reminders: '[]',
      exdates: '[]',
      rrule: null,
      seriesId: null,
      originalStart: null,
      nextReminderAt: null,
      createdAt: at,
      updatedAt: at,
    });
    const existing = MEMBER_EVENTS_MAX - 2;
    for (let i = 0; i < existing; i += 500) {
      await db
        .insertInto('calendarEvent')
        .values(Array.from({ length: Math.min(500, existing - i) }, (_, j) => row(i + j)) as never)
        .execute();
    }
    const res = await client.post(IMPORT, events(3), ICS);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: {
        code: 'calendar_full',
        message: `Your calendar holds 9998 events and this file adds 3: a calendar holds at most ${MEMBER_EVENTS_MAX}. Delete some events and try again`,
      },
    });
    expect((await client.post(IMPORT, events(2), ICS)).json()).toMatchObject({ imported: 2 });
  }, 60_000);

  it('gives imports their own rate limit per member, with a clear 429', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_FACTOR: '1' });
    try {
      const { client } = await signedUp(limited.app);
      for (let i = 0; i < ICS_IMPORT_RATE.max; i += 1) expect((await client.post(IMPORT, calendar(), ICS)).statusCode).toBe(200);
      const refused = await client.post(IMPORT, calendar(), ICS);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: { code: 'rate_limited', message: 'You can import 5 files a minute. Please wait a minute and try again' },
      });
      // Another member is not held back by this one's imports.
      const other = await signedUp(limited.app);
      expect((await other.client.post(IMPORT, calendar(), ICS)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
  it('reads Windows and prefixed TZIDs as IANA zones, and a TZID the file does not define in the calendar’s zone, noted', async () => {
    const { client } = await signedUp(t.app);
    const file = calendar(
      'BEGIN:VEVENT',
      'UID:win@x',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=W. Europe Standard Time:20260610T090000',
      'SUMMARY:Outlook',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:moz@x',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=/mozilla.org/20050126_1/Africa/Nairobi:20260611T090000',
      'SUMMARY:Thunderbird',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:nowhere@x',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=Nowhere:20260612T090000',
      'SUMMARY:Undefined zone',
      'END:VEVENT',
    );
    const res = await client.post(IMPORT, file, ICS);
    expect(res.json()).toEqual({
      imported: 3,
      skipped: [],
      notes: [{ title: 'Undefined zone', reason: 'time zone "Nowhere" is not a known zone: read in Africa/Accra' }],
    });
    const body = JSON.stringify((await client.get('/api/v1/calendar/events?from=2026-06-01T00:00:00Z&to=2026-07-01T00:00:00Z')).json());
    expect(body).toContain('Europe/Berlin');
    expect(body).toContain('2026-06-10T07:00:00.000Z');
    expect(body).toContain('Africa/Nairobi');
    expect(body).toContain('2026-06-11T06:00:00.000Z');
    expect(body).toContain('2026-06-12T09:00:00.000Z');
  });

  it('skips a series that would have to be expanded too far (a changed occurrence in 2100), quickly', async () => {
    const { client } = await signedUp(t.app);
    const file = calendar(
      'BEGIN:VEVENT',
      'UID:daily@x',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20260601T100000Z',
      'DTEND:20260601T103000Z',
      'RRULE:FREQ=DAILY',
      'SUMMARY:Daily',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:daily@x',
      'DTSTAMP:20260101T000000Z',
      'RECURRENCE-ID:21000101T100000Z',
      'DTSTART:21000101T120000Z',
      'DTEND:21000101T123000Z',
      'SUMMARY:Daily, moved',
      'END:VEVENT',
    );
    const t0 = performance.now();
    const res = await client.post(IMPORT, file, ICS);
    expect(performance.now() - t0).toBeLessThan(1_000);
    expect(res.json()).toEqual({
      imported: 0,
      skipped: [{ title: 'Daily', reason: 'repeat rule has too many occurrences to import (more than 5000 up to 2100-01-01)' }],
    });
  });
  it('stores each series once when the same file is imported twice at the same time (batches fall back one by one)', async () => {
    const { client } = await signedUp(t.app);
    const file = events(120);
    const [a, b] = await Promise.all([client.post(IMPORT, file, ICS), client.post(IMPORT, file, ICS)]);
    const answers = [a.json(), b.json()] as Array<{ imported: number; skipped: unknown[] }>;
    expect(answers[0]!.imported + answers[1]!.imported).toBe(120);
    expect(answers[0]!.skipped.length + answers[1]!.skipped.length).toBe(120);
    const count = await t.app.database.db
      .selectFrom('calendarEvent')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('memberId', '=', (await client.get('/api/v1/session')).json().user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(120);
  }, 60_000);
});
