import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { created, EVENTS, occurrences, timedEvent } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const CALENDARS = '/api/v1/calendar/calendars';
const SETTINGS = '/api/v1/calendar/settings';
const WEEK = ['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'] as const;

async function newCalendar(client: TestClient, name = 'Choir', color = '#b91c1c') {
  const res = await client.post(CALENDARS, { name, color });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; name: string; color: string; visible: boolean; isDefault: boolean };
}

describe('own calendars', () => {
  it('adds, renames, recolours and lists a calendar after the three defaults, and files events in it', async () => {
    const { client } = await signedUp(t.app);
    const choir = await newCalendar(client, '  Choir  ');
    expect(choir).toMatchObject({ name: 'Choir', color: '#b91c1c', visible: true, isDefault: false });

    const renamed = await client.patch(`${CALENDARS}/${choir.id}`, { name: 'Church choir', color: '#0f766e' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: choir.id, name: 'Church choir', color: '#0f766e' });

    const settings = (await client.get(SETTINGS)).json();
    expect(settings.calendars.map((c: { id: string }) => c.id)).toEqual(['work', 'personal', 'learning', choir.id]);
    // Shown and hidden like the defaults.
    await client.patch(SETTINGS, { calendars: [{ id: choir.id, visible: false }] });
    expect((await client.get(SETTINGS)).json().calendars[3].visible).toBe(false);

    const ev = await created(client, timedEvent({ calendarId: choir.id }));
    expect(ev.calendarId).toBe(choir.id);
  });

  it('refuses a colour white event text is not readable on, with a clear message, and stores nothing', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.post(CALENDARS, { name: 'Sunshine', color: '#fde047' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('calendar_color_contrast');
    expect(res.json().error.fields.color).toMatch(/contrast 1\.\d\d:1, at least 4\.5:1/);
    const cal = await newCalendar(client);
    const recolour = await client.patch(`${CALENDARS}/${cal.id}`, { color: '#60a5fa' });
    expect(recolour.statusCode).toBe(400);
    expect(recolour.json().error.code).toBe('calendar_color_contrast');
    const names = (await client.get(SETTINGS)).json().calendars.map((c: { name: string; color: string }) => `${c.name} ${c.color}`);
    expect(names).toEqual(['Work #2563eb', 'Personal #15803d', 'Learning #9333ea', 'Choir #b91c1c']);
  });

  it('refuses bad input: names of 0 or 51 characters, colours that are not #rrggbb, events in unknown calendars', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.post(CALENDARS, { name: '   ', color: '#b91c1c' })).json().error.fields.name).toBe(
      'Please enter a name for the calendar',
    );
    expect((await client.post(CALENDARS, { name: 'x'.repeat(51), color: '#b91c1c' })).statusCode).toBe(400);
    expect((await client.post(CALENDARS, { name: 'x'.repeat(50), color: '#b91c1c' })).statusCode).toBe(201);
    expect((await client.post(CALENDARS, { name: 'Red', color: 'red' })).json().error.fields.color).toBe('Use a colour like #1d4ed8');
    const res = await client.post(EVENTS, timedEvent({ calendarId: 'family' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.calendarId).toBe('Unknown calendar');
  });

  it('allows 20 calendars of your own, not 21', async () => {
    const { client } = await signedUp(t.app);
    for (let i = 1; i <= 20; i += 1) await newCalendar(client, `Calendar ${i}`);
    const res = await client.post(CALENDARS, { name: 'One too many', color: '#b91c1c' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('calendar_limit');
    expect((await client.get(SETTINGS)).json().calendars).toHaveLength(23);
  });

  it('keeps the defaults as they are', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.patch(`${CALENDARS}/work`, { name: 'Job' })).statusCode).toBe(403);
    expect((await client.delete(`${CALENDARS}/learning?events=delete`)).statusCode).toBe(403);
  });

  it('deletes a calendar, moving its events to another calendar', async () => {
    const { client } = await signedUp(t.app);
    const choir = await newCalendar(client);
    const ev = await created(client, timedEvent({ calendarId: choir.id }));
    await client.patch(SETTINGS, { calendars: [{ id: choir.id, visible: false }] });
    expect((await client.delete(`${CALENDARS}/${choir.id}?events=move`)).statusCode).toBe(400);
    expect((await client.delete(`${CALENDARS}/${choir.id}?events=move&to=${choir.id}`)).statusCode).toBe(400);
    expect((await client.delete(`${CALENDARS}/${choir.id}?events=move&to=personal`)).statusCode).toBe(204);
    const items = await occurrences(client, ...WEEK);
    expect(items.map((i) => [i.id, (i as unknown as { calendarId: string }).calendarId])).toEqual([[ev.id, 'personal']]);
    expect((await client.get(SETTINGS)).json().calendars).toHaveLength(3);
    expect((await client.patch(`${CALENDARS}/${choir.id}`, { name: 'Back' })).statusCode).toBe(404);
  });

  it('deletes a calendar with its events; an occurrence moved into it does not come back in its series', async () => {
    const { client } = await signedUp(t.app);
    const choir = await newCalendar(client);
    await created(client, timedEvent({ title: 'Rehearsal', calendarId: choir.id }));
    const weekly = { frequency: 'daily', interval: 1, byWeekday: [], count: 3, until: null };
    const series = await created(
      client,
      timedEvent({ title: 'Standup', start: '2026-11-25T09:00:00.000Z', end: '2026-11-25T09:30:00.000Z', recurrence: weekly }),
    );
    const moved = await client.patch(`${EVENTS}/${series.id}`, {
      calendarId: choir.id,
      scope: 'this',
      occurrenceStart: '2026-11-26T09:00:00.000Z',
    });
    expect(moved.statusCode).toBe(200);
    expect((await client.delete(`${CALENDARS}/${choir.id}?events=delete`)).statusCode).toBe(204);
    const left = await occurrences(client, ...WEEK);
    expect(left.map((i) => `${i.title} ${i.start}`)).toEqual(['Standup 2026-11-25T09:00:00.000Z', 'Standup 2026-11-27T09:00:00.000Z']);
  });

  it("answers 404 for another member's calendar and changes nothing of it", async () => {
    const a = await signedUp(t.app);
    const b = await signedUp(t.app);
    const mine = await newCalendar(a.client);
    expect((await b.client.patch(`${CALENDARS}/${mine.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await b.client.delete(`${CALENDARS}/${mine.id}?events=delete`)).statusCode).toBe(404);
    expect((await b.client.post(EVENTS, timedEvent({ calendarId: mine.id }))).statusCode).toBe(400);
    expect((await b.client.patch(SETTINGS, { calendars: [{ id: mine.id, visible: false }] })).statusCode).toBe(400);
    const other = await newCalendar(b.client);
    expect((await a.client.delete(`${CALENDARS}/${mine.id}?events=move&to=${other.id}`)).statusCode).toBe(400);
    expect((await a.client.get(SETTINGS)).json().calendars[3]).toMatchObject({ id: mine.id, name: 'Choir' });
  });

  it('needs a session', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.post(CALENDARS, { name: 'Choir', color: '#b91c1c' })).statusCode).toBe(401);
    expect((await anon.patch(`${CALENDARS}/x`, { name: 'Choir' })).statusCode).toBe(401);
    expect((await anon.delete(`${CALENDARS}/x?events=delete`)).statusCode).toBe(401);
  });
});
