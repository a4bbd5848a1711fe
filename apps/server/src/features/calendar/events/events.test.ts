import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { TestClient } from '../../../test/client.js';
import { signedUp } from '../../../test/factories.js';
import { created, EVENTS, occurrences, timedEvent } from '../test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

describe('calendar events', () => {
  it('creates with the default event, reads, changes and deletes', async () => {
    const { client } = await signedUp(t.app);
    const res = await client.post(EVENTS, { title: '  Standup  ', start: '2026-11-24T10:00:00+01:00', end: '2026-11-24T10:15:00+01:00' });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      title: 'Standup',
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T09:15:00.000Z',
      isAllDay: false,
      category: 'work',
      calendarId: 'work',
      reminders: [15],
      attendees: [],
      description: null,
      location: null,
      recurrence: null,
      rrule: null,
      timeZone: 'Africa/Accra',
    });
    expect((await client.get(`${EVENTS}/${event.id}`)).json()).toEqual(event);

    const patched = await client.patch(`${EVENTS}/${event.id}`, {
      location: 'Osu, Accra',
      attendees: ['kofi@example.test'],
      reminders: [],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ location: 'Osu, Accra', attendees: ['kofi@example.test'], reminders: [], title: 'Standup' });
    // Clearing a text field with an empty string stores null.
    expect((await client.patch(`${EVENTS}/${event.id}`, { location: '   ' })).json().location).toBeNull();

    expect((await client.delete(`${EVENTS}/${event.id}`)).statusCode).toBe(204);
    expect((await client.get(`${EVENTS}/${event.id}`)).statusCode).toBe(404);
    expect((await client.delete(`${EVENTS}/${event.id}`)).statusCode).toBe(404);
  });

  it('lists the occurrences of a range, all-day events on their dates, and sees every write at once', async () => {
    const { client } = await signedUp(t.app);
    const inside = await created(client, timedEvent({ title: 'Inside' }));
    await created(client, timedEvent({ title: 'Before', start: '2026-11-20T09:00:00Z', end: '2026-11-20T10:00:00Z' }));
    await created(client, timedEvent({ title: 'Holiday', isAllDay: true, start: '2026-11-26', end: '2026-11-27' }));
    const week = ['2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z'] as const;
    const items = await occurrences(client, ...week);
    expect(items.map((i) => i.title)).toEqual(['Inside', 'Holiday']);
    expect(items[1]).toMatchObject({ start: '2026-11-26', end: '2026-11-27', isRecurring: false, originalId: null });

    // The cached answer is dropped by each write.
    await client.patch(`${EVENTS}/${inside.id}`, { title: 'Renamed' });
    expect((await occurrences(client, ...week)).map((i) => i.title)).toEqual(['Renamed', 'Holiday']);
    await client.delete(`${EVENTS}/${inside.id}`);
    expect((await occurrences(client, ...week)).map((i) => i.title)).toEqual(['Holiday']);
  });

  it('refuses bad ranges with a clear message', async () => {
    const { client } = await signedUp(t.app);
    const bad = async (q: string) => client.get(`${EVENTS}?${q}`);
    expect((await bad('from=2026-11-30T00:00:00Z&to=2026-11-23T00:00:00Z')).json().error.message).toBe('`to` must be after `from`');
    expect((await bad('from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z')).json().error.message).toBe('A range can be at most 100 days');
    expect((await bad('from=yesterday&to=2026-06-01T00:00:00Z')).statusCode).toBe(400);
    expect((await bad('from=2026-01-01T00:00:00Z')).statusCode).toBe(400);
  });

  it("keeps other members' events out of reach (404) and needs a session and the CSRF header", async () => {
    const owner = await signedUp(t.app);
    const other = await signedUp(t.app);
    const event = await created(owner.client, timedEvent());
    expect((await other.client.get(`${EVENTS}/${event.id}`)).statusCode).toBe(404);
    expect((await other.client.patch(`${EVENTS}/${event.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await other.client.delete(`${EVENTS}/${event.id}`)).statusCode).toBe(404);
    expect(await occurrences(other.client, '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z')).toEqual([]);
    expect((await owner.client.get(`${EVENTS}/${event.id}`)).json().title).toBe('Client meeting');

    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`${EVENTS}?from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z`)).statusCode).toBe(401);
    expect((await anonymous.post(EVENTS, timedEvent())).statusCode).toBe(401);
    expect((await anonymous.get(`${EVENTS}/${event.id}`)).statusCode).toBe(401);
    const forged = await owner.client.request('POST', EVENTS, timedEvent({ title: 'Forged' }), { 'x-csrf-token': '' });
    expect(forged.statusCode).toBe(403);
    const forgedDelete = await owner.client.request('DELETE', `${EVENTS}/${event.id}`, undefined, { 'x-csrf-token': '' });
    expect(forgedDelete.statusCode).toBe(403);
    expect(await occurrences(owner.client, '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z')).toHaveLength(1);
  });

  it("uses the member's zone when the event names none", async () => {
    const { client } = await signedUp(t.app);
    await client.patch('/api/v1/calendar/settings', { timeZone: 'Europe/London' });
    const { timeZone: _z, ...body } = timedEvent();
    expect((await created(client, body)).timeZone).toBe('Europe/London');
  });
});
