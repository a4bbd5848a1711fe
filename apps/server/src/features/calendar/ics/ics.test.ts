import { expandEventsPage, type WireEventsPage } from '@skilllink/contracts/calendar-wire';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { TestClient } from '../../../test/client.js';
import { signedUp } from '../../../test/factories.js';
import { EVENTS, created } from '../test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const FROM = '2026-03-01T00:00:00.000Z';
const TO = '2026-06-01T00:00:00.000Z';
const ICS = { 'content-type': 'text/calendar' };

/** Every occurrence of a range as a member sees it, without the ids that differ per member. */
async function calendarOf(client: TestClient) {
  const res = await client.get(`${EVENTS}?from=${FROM}&to=${TO}`);
  expect(res.statusCode).toBe(200);
  return (expandEventsPage(res.json() as WireEventsPage) as unknown as Array<Record<string, unknown>>)
    .map(({ id: _i, originalId: _o, createdAt: _c, updatedAt: _u, ...rest }) => rest)
    .sort((a, b) => String(a.start).localeCompare(String(b.start)) || String(a.title).localeCompare(String(b.title)));
}

/**
 * A calendar with what the format must carry: a weekly series in Berlin across the March
 * daylight-saving change with one occurrence moved and one cancelled, an all-day event, and a
 * single event with text that needs escaping and folding, attendees and reminders.
 */
async function richCalendar(client: TestClient) {
  const series = await created(client, {
    title: 'Team sync',
    start: '2026-03-16T08:00:00.000Z',
    end: '2026-03-16T08:45:00.000Z',
    timeZone: 'Europe/Berlin',
    category: 'meeting',
    reminders: [10],
    recurrence: { frequency: 'weekly', byWeekday: ['MO', 'TH'], until: '2026-04-30' },
  });
  const url = `${EVENTS}/${series.id}`;
  // 09:00 Berlin is 07:00Z after the change on 29 March.
  const moved = await client.patch(url, {
    scope: 'this',
    occurrenceStart: '2026-04-02T07:00:00.000Z',
    title: 'Team sync (moved)',
    start: '2026-04-02T12:00:00.000Z',
    end: '2026-04-02T12:45:00.000Z',
  });
  expect(moved.statusCode).toBe(200);
  expect((await client.delete(`${url}?scope=this&occurrenceStart=${encodeURIComponent('2026-04-09T07:00:00.000Z')}`)).statusCode).toBe(204);
  await created(client, {
    title: 'Company retreat',
    start: '2026-04-20',
    end: '2026-04-22',
    isAllDay: true,
    calendarId: 'personal',
    category: 'personal',
    timeZone: 'Africa/Accra',
  });
  await created(client, {
    title: 'Ɛwe review; budget, Q2 \\ plans — a long title to fold past seventy-five octets 🎯',
    description: 'Agenda:\n1. Numbers, forecasts; risks\n2. Hiring',
    location: 'Room 4, Accra',
    start: '2026-05-05T14:00:00.000Z',
    end: '2026-05-05T15:30:00.000Z',
    timeZone: 'Africa/Accra',
    attendees: ['ama@example.test', 'kofi@example.test'],
    reminders: [15, 1440],
    calendarId: 'learning',
    category: 'learning',
  });
  return series;
}

/** Occurrence starts of every VEVENT series in the file, expanded by ical.js with its exceptions. */
function icalOccurrences(text: string) {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevents = root.getAllSubcomponents('vevent');
  const masters = vevents.filter((v) => !v.hasProperty('recurrence-id')).map((v) => new ICAL.Event(v));
  for (const v of vevents.filter((x) => x.hasProperty('recurrence-id'))) {
    const ex = new ICAL.Event(v);
    masters.find((m) => m.uid === ex.uid)!.relateException(ex);
  }
  const out: Array<{ title: string; start: string; end: string }> = [];
  const iso = (time: InstanceType<typeof ICAL.Time>) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
  for (const m of masters) {
    const it = m.iterator();
    for (let next = it.next(); next && out.length < 500; next = it.next()) {
      const d = m.getOccurrenceDetails(next);
      if (iso(d.startDate) >= TO.slice(0, 10)) break;
      out.push({ title: d.item.summary, start: iso(d.startDate), end: iso(d.endDate) });
    }
  }
  return { vevents, masters, out: out.sort((a, b) => a.start.localeCompare(b.start)) };
}

describe('ICS export', () => {
  it('writes a calendar that an independent parser reads back with the same events, rules and exceptions', async () => {
    const { client } = await signedUp(t.app);
    await richCalendar(client);
    const res = await client.get('/api/v1/calendar/export.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="SkillLink-calendar.ics"');
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const { vevents, masters, out } = icalOccurrences(text);
    expect(vevents).toHaveLength(4);
    const sync = masters.find((m) => m.summary === 'Team sync')!;
    const rule = sync.component.getFirstPropertyValue('rrule') as InstanceType<typeof ICAL.Recur>;
    // The end date's last second in Berlin, in UTC as RFC 5545 wants with a TZID start.
    expect([rule.freq, rule.interval, rule.parts.BYDAY, rule.until?.toString()]).toEqual([
      'WEEKLY',
      1,
      ['MO', 'TH'],
      '2026-04-30T21:59:59Z',
    ]);
    expect(sync.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Berlin');
    const single = masters.find((m) => m.summary.startsWith('Ɛwe review'))!;
    expect(single.summary).toBe('Ɛwe review; budget, Q2 \\ plans — a long title to fold past seventy-five octets 🎯');
    expect(single.description).toBe('Agenda:\n1. Numbers, forecasts; risks\n2. Hiring');
    expect(single.location).toBe('Room 4, Accra');
    expect(single.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:ama@example.test', 'mailto:kofi@example.test']);
    expect(single.component.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger')))).toEqual([
      '-PT15M',
      '-P1D',
    ]);
    expect(single.component.getFirstPropertyValue('categories')).toBe('LEARNING');
    expect(single.component.getFirstPropertyValue('x-skilllink-calendar')).toBe('learning');
    const retreat = masters.find((m) => m.summary === 'Company retreat')!;
    expect([retreat.startDate.toString(), retreat.endDate.toString(), retreat.startDate.isDate]).toEqual([
      '2026-04-20',
      '2026-04-22',
      true,
    ]);

    // ical.js's own expansion of the file gives exactly the occurrences the API lists.
    const api = (await calendarOf(client)).map((o) => ({ title: o.title, start: o.start, end: o.end }));
    expect(out).toEqual(api);
    expect(out.some((o) => o.start === '2026-04-09T07:00:00.000Z')).toBe(false);
    expect(out.find((o) => o.start === '2026-04-02T12:00:00.000Z')?.title).toBe('Team sync (moved)');
    // Before and after the daylight-saving change, 09:00 in Berlin.
    expect(
      out
        .filter((o) => o.title === 'Team sync')
        .map((o) => o.start)
        .slice(0, 4),
    ).toEqual(['2026-03-16T08:00:00.000Z', '2026-03-19T08:00:00.000Z', '2026-03-23T08:00:00.000Z', '2026-03-26T08:00:00.000Z']);
  });

  it('exports one event (a series with its exceptions), and never another member’s', async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    const series = await richCalendar(a.client);
    const res = await a.client.get(`${EVENTS}/${series.id}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Team-sync.ics"');
    expect(icalOccurrences(res.body).vevents.map((v) => v.getFirstPropertyValue('summary'))).toEqual(['Team sync', 'Team sync (moved)']);
    // An occurrence's id names its series.
    expect((await a.client.get(`${EVENTS}/${series.id}:2026-03-19T08:00:00.000Z/ics`)).statusCode).toBe(200);
    expect((await b.client.get(`${EVENTS}/${series.id}/ics`)).json()).toMatchObject({ error: { code: 'event_not_found' } });
    expect((await b.client.get(`${EVENTS}/${series.id}/ics`)).statusCode).toBe(404);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`${EVENTS}/${series.id}/ics`)).statusCode).toBe(401);
    expect((await anonymous.get('/api/v1/calendar/export.ics')).statusCode).toBe(401);
  });
});

describe('ICS import', () => {
  it('gives another member the same calendar, and skips what they already have', async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    await richCalendar(a.client);
    const file = (await a.client.get('/api/v1/calendar/export.ics')).body;

    const res = await b.client.post('/api/v1/calendar/import', file, ICS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 3, skipped: [] });
    expect(await calendarOf(b.client)).toEqual(await calendarOf(a.client));

    // Again: every event is already there, nothing doubles. Same for A's own export.
    const again = (await b.client.post('/api/v1/calendar/import', file, ICS)).json();
    expect(again.imported).toBe(0);
    expect(again.skipped.map((s: { reason: string }) => s.reason)).toEqual(Array(3).fill('already in your calendar (same UID)'));
    expect((await a.client.post('/api/v1/calendar/import', file, ICS)).json().imported).toBe(0);
    // B's export gives the events back their first UIDs, so A recognises them too.
    const fromB = (await b.client.get('/api/v1/calendar/export.ics')).body;
    expect((await a.client.post('/api/v1/calendar/import', fromB, ICS)).json().imported).toBe(0);
  });
});
