import { expandEventsPage, type WireEventsPage } from '@skilllink/contracts/calendar-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { signedUp } from '../../../test/factories.js';
import { EVENTS, created, timedEvent } from '../test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const RANGE = `?from=2026-11-23T00:00:00.000Z&to=2026-11-30T00:00:00.000Z`;

describe('the events list on the wire', () => {
  it('leaves out fields at their defaults, and expanding gives back the events as stored', async () => {
    const { client } = await signedUp(t.app);
    const plain = await created(client, timedEvent({ title: 'Focus time', reminders: [] }));
    const full = await created(
      client,
      timedEvent({
        title: 'Workshop',
        description: 'Bring the laptop',
        location: 'Kumasi',
        category: 'meeting',
        calendarId: 'personal',
        attendees: ['kofi@example.com'],
        reminders: [10, 60],
        timeZone: 'Europe/London',
        start: '2026-11-25T09:00:00.000Z',
        end: '2026-11-25T11:00:00.000Z',
      }),
    );

    const page = (await client.get(`${EVENTS}${RANGE}`)).json() as WireEventsPage;
    expect(page.timeZone).toBe('Africa/Accra');
    const wirePlain = page.items.find((i) => i.id === plain.id)!;
    expect(Object.keys(wirePlain).sort()).toEqual(['end', 'id', 'start', 'title']);

    const items = expandEventsPage(page);
    for (const event of [plain, full]) {
      const { createdAt: _c, updatedAt: _u, ...stored } = (await client.get(`${EVENTS}/${event.id}`)).json();
      expect(items.find((i) => i.id === event.id)).toEqual({ ...stored, isRecurring: false, originalId: null, originalStart: null });
    }
  });

  it('names the zone the left-out zones mean: the member’s own', async () => {
    const { client } = await signedUp(t.app);
    await client.patch('/api/v1/calendar/settings', { timeZone: 'Africa/Lagos' });
    const event = await created(client, timedEvent({ timeZone: 'Africa/Lagos' }));
    const page = (await client.get(`${EVENTS}${RANGE}`)).json() as WireEventsPage;
    expect(page.timeZone).toBe('Africa/Lagos');
    expect(page.items.find((i) => i.id === event.id)).not.toHaveProperty('timeZone');
    expect(expandEventsPage(page)[0]!.timeZone).toBe('Africa/Lagos');
  });
});
