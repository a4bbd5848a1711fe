import { expandEventsPage, type WireEventsPage } from '@skilllink/contracts/calendar-wire';
import { ICS_IMPORT_MAX_BYTES } from '@skilllink/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { TestClient } from '../../../test/client.js';
import { signedUp } from '../../../test/factories.js';
import { EVENTS } from '../test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const IMPORT = '/api/v1/calendar/import';
const ICS = { 'content-type': 'text/calendar' };
const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Other app//EN', ...events.flat(), 'END:VCALENDAR'].join('\r\n');
const vevent = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];

async function range(client: TestClient, from = '2026-06-01T00:00:00Z', to = '2026-07-01T00:00:00Z') {
  const page = (await client.get(`${EVENTS}?from=${from}&to=${to}`)).json() as WireEventsPage;
  return expandEventsPage(page) as unknown as Array<Record<string, unknown>>;
}

describe('ICS import from other apps', () => {
  it('reads UTC, zoned, floating and all-day times, durations, alarms and rules it can hold', async () => {
    const { client } = await signedUp(t.app);
    const file = calendar(
      vevent('utc@x', 'SUMMARY:Call with Lagos', 'DTSTART:20260602T100000Z', 'DTEND:20260602T103000Z'),
      vevent(
        'zoned@x',
        'SUMMARY:Nairobi standup',
        'DTSTART;TZID=Africa/Nairobi:20260603T090000',
        'DURATION:PT15M',
        'RRULE:FREQ=DAILY;COUNT=2',
      ),
      vevent('floating@x', 'SUMMARY:Floating', 'DTSTART:20260604T090000', 'DTEND:20260604T100000'),
      vevent('allday@x', 'SUMMARY:Offsite', 'DTSTART;VALUE=DATE:20260610', 'CATEGORIES:Personal'),
      vevent('weekdays@x', 'SUMMARY:Gym', 'DTSTART:20260615T060000Z', 'DTEND:20260615T070000Z', 'RRULE:FREQ=DAILY;BYDAY=MO,WE;COUNT=2'),
      [
        ...vevent('alarm@x', 'SUMMARY:Exam', 'DTSTART:20260620T080000Z', 'DTEND:20260620T100000Z').slice(0, -1),
        ...[
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          'TRIGGER:-PT30M',
          'END:VALARM',
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          'TRIGGER:-PT7M',
          'END:VALARM',
        ],
        'END:VEVENT',
      ],
    );
    const res = await client.post(IMPORT, file, ICS);
    expect(res.json()).toEqual({ imported: 6, skipped: [] });
    const items = await range(client);
    const byTitle = (title: string) => items.filter((i) => i.title === title);
    expect(byTitle('Call with Lagos')[0]).toMatchObject({
      start: '2026-06-02T10:00:00.000Z',
      end: '2026-06-02T10:30:00.000Z',
      reminders: [],
    });
    expect(byTitle('Nairobi standup').map((i) => [i.start, i.end, i.timeZone])).toEqual([
      ['2026-06-03T06:00:00.000Z', '2026-06-03T06:15:00.000Z', 'Africa/Nairobi'],
      ['2026-06-04T06:00:00.000Z', '2026-06-04T06:15:00.000Z', 'Africa/Nairobi'],
    ]);
    // Floating times are read in the member's zone (Accra, UTC+0 by default).
    expect(byTitle('Floating')[0]).toMatchObject({ start: '2026-06-04T09:00:00.000Z', timeZone: 'Africa/Accra' });
    expect(byTitle('Offsite')[0]).toMatchObject({ start: '2026-06-10', end: '2026-06-11', isAllDay: true, category: 'personal' });
    expect(byTitle('Gym').map((i) => i.start)).toEqual(['2026-06-15T06:00:00.000Z', '2026-06-17T06:00:00.000Z']);
    expect(byTitle('Gym')[0]).toMatchObject({ recurrence: { frequency: 'weekly', byWeekday: ['MO', 'WE'], count: 2 } });
    // 30 minutes is a reminder choice; 7 minutes is not, and is dropped.
    expect(byTitle('Exam')[0]).toMatchObject({ reminders: [30] });
  });

  it('skips, with the reason, what it cannot hold, and imports the rest', async () => {
    const { client } = await signedUp(t.app);
    const file = calendar(
      vevent('nostart@x', 'SUMMARY:No start', 'DTEND:20260602T103000Z'),
      vevent('setpos@x', 'SUMMARY:Second Tuesday', 'DTSTART:20260609T100000Z', 'DTEND:20260609T110000Z', 'RRULE:FREQ=MONTHLY;BYDAY=2TU'),
      vevent('hourly@x', 'SUMMARY:Every hour', 'DTSTART:20260609T100000Z', 'DTEND:20260609T101000Z', 'RRULE:FREQ=HOURLY'),
      vevent('backwards@x', 'SUMMARY:Backwards', 'DTSTART:20260609T100000Z', 'DTEND:20260609T090000Z'),
      vevent('cancelled@x', 'SUMMARY:Called off', 'STATUS:CANCELLED', 'DTSTART:20260609T100000Z', 'DTEND:20260609T110000Z'),
      vevent(
        'ok@x',
        'SUMMARY:Fine',
        'DTSTART:20260609T100000Z',
        'DTEND:20260609T110000Z',
        'ATTENDEE:mailto:ama@example.test',
        'ATTENDEE:mailto:AMA@example.test',
      ),
      vevent('ok@x', 'SUMMARY:Fine again', 'DTSTART:20260609T100000Z', 'DTEND:20260609T110000Z'),
      vevent('lonely@x', 'SUMMARY:Moved alone', 'RECURRENCE-ID:20260601T100000Z', 'DTSTART:20260602T100000Z', 'DTEND:20260602T110000Z'),
    );
    const res = await client.post(IMPORT, file, ICS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 2,
      skipped: [
        { title: 'No start', reason: 'no start' },
        { title: 'Second Tuesday', reason: 'unsupported repeat rule (weekday of the month)' },
        { title: 'Every hour', reason: 'unsupported repeat rule (hourly)' },
        { title: 'Backwards', reason: 'ends before it starts' },
        { title: 'Fine again', reason: 'the same UID appears twice in the file' },
        { title: 'Called off', reason: 'cancelled' },
      ],
    });
    const items = await range(client);
    expect(items.map((i) => i.title).sort()).toEqual(['Fine', 'Moved alone']);
    expect(items.find((i) => i.title === 'Fine')).toMatchObject({ attendees: ['ama@example.test'] });
  });

  it('skips a VEVENT whose dates are not real dates, with the reason, and imports the others', async () => {
    const { client } = await signedUp(t.app);
    const file = calendar(
      vevent('good@x', 'SUMMARY:Good', 'DTSTART:20260602T100000Z', 'DTEND:20260602T110000Z'),
      vevent('bad@x', 'SUMMARY:Bad date', 'DTSTART:not-a-date'),
      vevent('month13@x', 'SUMMARY:Month 13', 'DTSTART:20261399T100000Z'),
      vevent('badend@x', 'SUMMARY:Bad end', 'DTSTART:20260602T100000Z', 'DTEND;VALUE=DATE:2026-06'),
      vevent('badduration@x', 'SUMMARY:Bad duration', 'DTSTART:20260602T100000Z', 'DURATION:XYZ'),
      vevent('badexdate@x', 'SUMMARY:Bad exdate', 'DTSTART:20260602T100000Z', 'RRULE:FREQ=DAILY;COUNT=2', 'EXDATE:tomorrow'),
    );
    const res = await client.post(IMPORT, file, ICS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 1,
      skipped: [
        { title: 'Bad date', reason: 'start is not a valid date' },
        { title: 'Month 13', reason: 'start is not a valid date' },
        { title: 'Bad end', reason: 'end is not a valid date' },
        { title: 'Bad duration', reason: 'duration is not valid' },
        { title: 'Bad exdate', reason: 'a cancelled date is not a valid date' },
      ],
    });
    expect((await range(client)).map((i) => i.title)).toEqual(['Good']);
  });

  it('lists a file whose only event cannot be read as skipped, not as an empty import', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.post(IMPORT, calendar(vevent('bad@x', 'SUMMARY:Bad date', 'DTSTART:not-a-date')), ICS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 0, skipped: [{ title: 'Bad date', reason: 'start is not a valid date' }] });
  });

  it('skips a VEVENT that ical.js cannot parse (an invalid RRULE, a broken line) and keeps the rest of the file', async () => {
    const { client } = await signedUp(t.app);
    const file = calendar(
      [
        'BEGIN:VTIMEZONE',
        'TZID:East Africa',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:+0300',
        'TZOFFSETTO:+0300',
        'END:STANDARD',
        'END:VTIMEZONE',
      ],
      vevent('sometimes@x', 'SUMMARY:Now and then', 'DTSTART:20260602T100000Z', 'RRULE:FREQ=SOMETIMES'),
      vevent('series@x', 'SUMMARY:Daily', 'DTSTART:20260603T100000Z', 'DTEND:20260603T103000Z', 'RRULE:FREQ=DAILY;COUNT=3'),
      vevent('series@x', 'SUMMARY:Daily, later', 'RECURRENCE-ID:20260604T100000Z', 'DTSTART:20260604T120000Z', 'DTEND:20260604T123000Z'),
      vevent('zoned@x', 'SUMMARY:Custom zone', 'DTSTART;TZID=East Africa:20260610T090000', 'DURATION:PT1H'),
      vevent('broken@x', 'SUMMARY:Broken', 'DTSTART:20260611T100000Z', 'this line is no property'),
    );
    const res = await client.post(IMPORT, file, ICS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 2,
      skipped: [
        { title: 'Now and then', reason: 'repeat rule is not valid (FREQ=SOMETIMES)' },
        { title: 'Broken', reason: 'a line is not valid' },
      ],
      // A zone that only the file defines is read at its fixed standard offset, and the import says so (ADR 029).
      notes: [{ title: 'Custom zone', reason: 'time zone "East Africa" is not a known zone: read at its standard offset, UTC+03:00' }],
    });
    const items = await range(client);
    expect(items.map((i) => [i.title, i.start])).toEqual([
      ['Daily', '2026-06-03T10:00:00.000Z'],
      ['Daily, later', '2026-06-04T12:00:00.000Z'],
      ['Daily', '2026-06-05T10:00:00.000Z'],
      // The VTIMEZONE outside the broken events is still read (as its fixed offset).
      ['Custom zone', '2026-06-10T06:00:00.000Z'],
    ]);
    // A file whose calendar itself cannot be read is still not iCalendar.
    const outside = calendar(['this line is no property'], vevent('ok@x', 'SUMMARY:Ok', 'DTSTART:20260602T100000Z'));
    expect((await client.post(IMPORT, outside, ICS)).json()).toMatchObject({ error: { code: 'invalid_ics' } });
  });

  it('refuses what is not an .ics text, too large, of another type, or signed out', async () => {
    const { client } = await signedUp(t.app);
    const bad = await client.post(IMPORT, 'hello, world', ICS);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_ics' } });
    expect((await client.post(IMPORT, 'BEGIN:VEVENT\r\nEND:VEVENT', ICS)).json()).toMatchObject({ error: { code: 'invalid_ics' } });
    const huge = calendar(vevent('big@x', 'SUMMARY:Big', 'DTSTART:20260602T100000Z', `DESCRIPTION:${'x'.repeat(ICS_IMPORT_MAX_BYTES)}`));
    expect((await client.post(IMPORT, huge, ICS)).statusCode).toBe(413);
    expect((await client.post(IMPORT, { ics: 'BEGIN:VCALENDAR' })).statusCode).toBe(415);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post(IMPORT, calendar(), ICS)).statusCode).toBe(401);
    expect((await client.post(IMPORT, calendar(), ICS)).json()).toEqual({ imported: 0, skipped: [] });
  });
});
