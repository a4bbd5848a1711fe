import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICS_IMPORT_EVENTS_MAX, ICS_IMPORT_RATE, MEMBER_EVENTS_MAX } from '@skilllink/contracts/calendar';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';
import { newId } from '../../platform/ids.js';

// Issue 18 item 3: an .ics import never holds the event loop, and its size and rate are bounded (ADR 029).

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The first import of a process compiles the parser and the schemas once: done here, so each test measures a running server.
  const { client } = await signedUp(t.app);
  await client.post(IMPORT, events(3), ICS);
});
afterAll(async () => t.close());

const IMPORT = '/api/v1/calendar/import';
const ICS = { 'content-type': 'text/calendar' };
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//T//T//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (i: number) =>
  `BEGIN:VEVENT\r\nUID:e${i}@x\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260601T100000Z\r\nSUMMARY:Event ${i}\r\nEND:VEVENT`;
const events = (n: number) => calendar(...Array.from({ length: n }, (_, i) => event(i)));

/** A custom zone whose rule changes every hour, and one event in 2100 that makes a naive reader expand it. */
const BOMB = calendar(
  'BEGIN:VTIMEZONE',
  'TZID:Bomb',
  'BEGIN:STANDARD',
  'DTSTART:20200101T000000',
  'RRULE:FREQ=HOURLY',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:bomb@x',
  'DTSTAMP:20260101T000000Z',
  'DTSTART;TZID=Bomb:21000101T090000',
  'DTEND;TZID=Bomb:21000101T100000',
  'SUMMARY:Far away',
  'END:VEVENT',
);

/**
 * Asks `/api/health` one request after another from a worker thread (its own event loop, so
 * the client's work is not counted against the server), over a real socket to the listening
 * server, until told to stop; then sends the milliseconds of each answer. It warms its HTTP
 * client first (the first fetch loads it) and says "ready".
 */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const ask = async () => { const t0 = performance.now(); await (await fetch(workerData.url)).arrayBuffer(); return performance.now() - t0; };
  for (let i = 0; i < 5; i += 1) await ask();
  parentPort.postMessage('ready');
  const latencies = [];
  while (!stop) latencies.push(await ask());
  parentPort.postMessage(latencies);
})();
`;

/** `/api/health` latencies while `work` runs: a held event loop shows as one slow answer. */
async function healthWhile<T>(work: () => Promise<T>): Promise<{ result: T; latencies: number[]; ms: number }> {
  const prober = new Worker(PROBER, { eval: true, workerData: { url: `${base}/api/health` } });
  const next = () => new Promise<unknown>((resolve) => prober.once('message', resolve));
  try {
    await next();
    const answered = next();
    const t0 = performance.now();
    const result = await work();
    const ms = performance.now() - t0;
    prober.postMessage('stop');
    const latencies = (await answered) as number[];
    return { result, latencies, ms };
  } finally {
    await prober.terminate();
  }
}

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.99) - 1)]!;

describe('ICS import limits', () => {
  it('reads the 399-byte custom-zone bomb quickly, at the zone’s fixed offset, while /api/health stays under 50 ms', async () => {
    const { client } = await signedUp(t.app);
    expect(Buffer.byteLength(BOMB)).toBeLessThan(400);
    const { result: res, latencies, ms } = await healthWhile(() => client.post(IMPORT, BOMB, ICS));
    expect(ms).toBeLessThan(2_000);
    expect(p99(latencies)).toBeLessThan(50);
    expect(res.statusCode).toBe(200);
    // The custom zone is not expanded: its standard offset (+01:00) is used, and the import says so.
    expect(res.json()).toEqual({
      imported: 1,
      skipped: [],
      notes: [{ title: 'Far away', reason: 'time zone "Bomb" is not a known zone: read at its standard offset, UTC+01:00' }],
    });
    const list = await client.get('/api/v1/calendar/events?from=2100-01-01T00:00:00Z&to=2100-01-02T00:00:00Z');
    expect(JSON.stringify(list.json())).toContain('2100-01-01T08:00:00.000Z');
  });

  it('imports a file at the cap (2,000 events) in slices: /api/health stays under 50 ms', async () => {
    const { client } = await signedUp(t.app);
    const { result: res, latencies } = await healthWhile(() => client.post(IMPORT, events(ICS_IMPORT_EVENTS_MAX), ICS));
    expect(res.json()).toMatchObject({ imported: ICS_IMPORT_EVENTS_MAX, skipped: [] });
    expect(latencies.length).toBeGreaterThan(10);
    expect(p99(latencies)).toBeLessThan(50);
  }, 60_000);

  it('refuses an 8,000-event file as a whole, with the cap in the reason, while /api/health stays under 50 ms', async () => {
    const { client } = await signedUp(t.app);
    const { result: res, latencies } = await healthWhile(() => client.post(IMPORT, events(8_000), ICS));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: {
        code: 'ics_too_many_events',
        message: 'This file has 8000 events; one import takes at most 2000. Split the file and try again',
      },
    });
    expect(p99(latencies)).toBeLessThan(50);
    const list = await client.get('/api/v1/calendar/events?from=2026-06-01T00:00:00Z&to=2026-06-02T00:00:00Z');
    expect(JSON.stringify(list.json())).not.toContain('Event 0');
  }, 60_000);

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
});
