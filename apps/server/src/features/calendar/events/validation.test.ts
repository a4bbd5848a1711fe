import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { signedUp } from '../../../test/factories.js';
import { created, EVENTS, occurrences, timedEvent } from '../test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const weekly = { frequency: 'weekly', interval: 1, byWeekday: [], count: null, until: null };

/** Each body is refused with this field and message, and nothing is stored. */
const refused: Array<[string, Record<string, unknown>, string, string]> = [
  ['an empty title', { title: '   ' }, 'title', 'Please enter a title for the event'],
  ['a long title', { title: 'x'.repeat(201) }, 'title', 'Title must be 200 characters or less'],
  ['a long description', { description: 'x'.repeat(5001) }, 'description', 'Description must be 5000 characters or less'],
  ['a long location', { location: 'x'.repeat(201) }, 'location', 'Location must be 200 characters or less'],
  ['a bad start', { start: 'tomorrow' }, 'start', ''],
  ['an end before the start', { end: '2026-11-24T08:00:00Z' }, 'end', 'The end must be after the start'],
  ['an end equal to the start', { end: '2026-11-24T09:00:00Z' }, 'end', 'The end must be after the start'],
  ['dates on a timed event', { start: '2026-11-24', end: '2026-11-25' }, 'start', "A timed event's start and end must be dates with times"],
  ['times on an all-day event', { isAllDay: true }, 'start', "An all-day event's start and end must be dates"],
  ['an all-day end not after the start', { isAllDay: true, start: '2026-11-24', end: '2026-11-24' }, 'end', 'The end must be after'],
  ['an unknown category', { category: 'party' }, 'category', ''],
  ['an unknown calendar', { calendarId: 'family' }, 'calendarId', ''],
  ['a bad attendee', { attendees: ['not-an-email'] }, 'attendees.0', 'Enter a valid e-mail address'],
  ['a blank attendee', { attendees: [''] }, 'attendees.0', 'Enter a valid e-mail address'],
  ['a duplicate attendee', { attendees: ['a@example.test', 'A@example.test'] }, 'attendees', 'An attendee is listed twice'],
  ['an odd reminder', { reminders: [7] }, 'reminders.0', 'A reminder is one of 5, 10, 15, 30, 60, 120, 1440 minutes before'],
  ['a duplicate reminder', { reminders: [15, 15] }, 'reminders', 'A reminder is listed twice'],
  ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
  [
    'weekdays on a monthly repeat',
    { recurrence: { ...weekly, frequency: 'monthly', byWeekday: ['MO'] } },
    'recurrence.byWeekday',
    'Weekdays can only be chosen for a weekly repeat',
  ],
  [
    'a count and an until',
    { recurrence: { ...weekly, count: 3, until: '2026-12-24' } },
    'recurrence.until',
    'Choose an end count or an end date, not both',
  ],
  [
    'an until before the start',
    { recurrence: { ...weekly, until: '2026-11-01' } },
    'recurrence.until',
    'The repeat must end on or after the start date',
  ],
  ['an interval of 0', { recurrence: { ...weekly, interval: 0 } }, 'recurrence.interval', 'Repeat every 1 or more'],
  ['an unknown frequency', { recurrence: { ...weekly, frequency: 'hourly' } }, 'recurrence.frequency', ''],
];

describe('event validation', () => {
  it.each(refused)('refuses %s on create and on change, storing nothing', async (_name, fields, field, message) => {
    const { client } = await signedUp(t.app);
    const res = await client.post(EVENTS, timedEvent(fields));
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation_failed');
    expect(error.fields[field]).toContain(message);
    const event = await created(client, timedEvent());
    const patch = await client.patch(`${EVENTS}/${event.id}`, fields);
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.fields[field]).toContain(message);
    expect((await client.get(`${EVENTS}/${event.id}`)).json()).toEqual(event);
    expect(await occurrences(client, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')).toHaveLength(1);
  });

  it('changes an event to all-day only together with dates', async () => {
    const { client } = await signedUp(t.app);
    const event = await created(client, timedEvent());
    expect((await client.patch(`${EVENTS}/${event.id}`, { isAllDay: true })).json().error.message).toContain('must be dates');
    const res = await client.patch(`${EVENTS}/${event.id}`, { isAllDay: true, start: '2026-11-24', end: '2026-11-25' });
    expect(res.json()).toMatchObject({ isAllDay: true, start: '2026-11-24', end: '2026-11-25' });
  });

  it('refuses a repeat on one occurrence only, and scopes without their occurrence', async () => {
    const { client } = await signedUp(t.app);
    const series = await created(client, timedEvent({ recurrence: weekly }));
    const url = `${EVENTS}/${series.id}`;
    const one = await client.patch(url, {
      scope: 'this',
      occurrenceStart: '2026-12-01T09:00:00Z',
      recurrence: { ...weekly, frequency: 'daily' },
    });
    expect(one.json().error.fields.recurrence).toContain('One occurrence cannot repeat');
    expect((await client.patch(url, { scope: 'this', title: 'x' })).json().error.fields.occurrenceStart).toContain(
      'occurrenceStart is needed',
    );
    const notOne = await client.patch(url, { scope: 'this', occurrenceStart: '2026-12-02T09:00:00Z', title: 'x' });
    expect(notOne.json().error.message).toBe('That is not an occurrence of this series');
    expect((await client.delete(`${url}?scope=following`)).statusCode).toBe(400);
    expect((await client.delete(`${url}?scope=sometimes`)).statusCode).toBe(400);
    expect((await client.get(url)).json()).toEqual(series);
  });
});
