import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { signedUp } from '../../../test/factories.js';
import { recurrenceToRrule, rruleToRecurrence } from './recurrence.js';
import { created, occurrences, starts, timedEvent } from '../test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const rule = (r: Record<string, unknown>) => ({ interval: 1, byWeekday: [], count: null, until: null, ...r });

describe('recurrence', () => {
  it('turns the form into RFC 5545 text and back', () => {
    const r = rule({ frequency: 'weekly', interval: 2, byWeekday: ['WE', 'MO'], until: '2026-12-31' }) as never;
    const timed = recurrenceToRrule(r, { isAllDay: false, timeZone: 'Africa/Accra' });
    expect(timed).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231T235959Z');
    expect(rruleToRecurrence(timed, { isAllDay: false, timeZone: 'Africa/Accra' })).toEqual({ ...(r as object), byWeekday: ['MO', 'WE'] });
    expect(recurrenceToRrule(r, { isAllDay: true, timeZone: 'Africa/Accra' })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231');
    expect(rruleToRecurrence('FREQ=HOURLY', { isAllDay: false, timeZone: 'UTC' })).toBeNull();
  });

  it('expands weekly on chosen weekdays for any range, with isRecurring and originalId', async () => {
    const { client } = await signedUp(t.app);
    const series = await created(
      client,
      timedEvent({ title: 'Standup', recurrence: rule({ frequency: 'weekly', byWeekday: ['MO', 'WE', 'FR'] }) }),
    );
    expect(series.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR');
    // 2026-11-24 is a Tuesday: the first occurrence is Wednesday the 25th.
    const week = await occurrences(client, '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z');
    expect(starts(week)).toEqual(['2026-11-25T09:00:00.000Z', '2026-11-27T09:00:00.000Z']);
    expect(week[0]).toMatchObject({ isRecurring: true, originalId: series.id, originalStart: '2026-11-25T09:00:00.000Z' });
    expect(new Set(week.map((o) => o.id)).size).toBe(2);
    // Far from the start, without a fixed window.
    const later = await occurrences(client, '2028-03-06T00:00:00Z', '2028-03-11T00:00:00Z');
    expect(starts(later)).toEqual(['2028-03-06T09:00:00.000Z', '2028-03-08T09:00:00.000Z', '2028-03-10T09:00:00.000Z']);
  });

  it('expands monthly, yearly, daily with an interval, a count and an until', async () => {
    const { client } = await signedUp(t.app);
    await created(
      client,
      timedEvent({
        title: 'Invoice',
        start: '2026-01-31T10:00:00Z',
        end: '2026-01-31T11:00:00Z',
        recurrence: rule({ frequency: 'monthly', count: 4 }),
      }),
    );
    const months = await occurrences(client, '2026-01-01T00:00:00Z', '2026-04-10T00:00:00Z');
    // RFC 5545: months without a 31st are skipped; COUNT counts only real occurrences.
    expect(starts(months)).toEqual(['2026-01-31T10:00:00.000Z', '2026-03-31T10:00:00.000Z']);
    expect(starts(await occurrences(client, '2026-04-10T00:00:00Z', '2026-07-15T00:00:00Z'))).toEqual(['2026-05-31T10:00:00.000Z']);
    // The fourth is the last.
    expect(starts(await occurrences(client, '2026-07-15T00:00:00Z', '2026-10-15T00:00:00Z'))).toEqual(['2026-07-31T10:00:00.000Z']);

    const other = await signedUp(t.app);
    await created(other.client, timedEvent({ recurrence: rule({ frequency: 'daily', interval: 2, until: '2026-11-30' }) }));
    expect(starts(await occurrences(other.client, '2026-11-20T00:00:00Z', '2026-12-20T00:00:00Z'))).toEqual([
      '2026-11-24T09:00:00.000Z',
      '2026-11-26T09:00:00.000Z',
      '2026-11-28T09:00:00.000Z',
      '2026-11-30T09:00:00.000Z',
    ]);
    await created(
      other.client,
      timedEvent({ title: 'Birthday', isAllDay: true, start: '2026-02-10', end: '2026-02-11', recurrence: rule({ frequency: 'yearly' }) }),
    );
    const birthday = await occurrences(other.client, '2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z');
    expect(birthday.map((o) => [o.title, o.start, o.end])).toEqual([['Birthday', '2028-02-10', '2028-02-11']]);
  });

  it('keeps the local hour across daylight-saving changes (Europe/London)', async () => {
    const { client } = await signedUp(t.app);
    // 09:00 GMT on Monday 16 March 2026; British Summer Time starts on 29 March.
    await created(
      client,
      timedEvent({
        start: '2026-03-16T09:00:00Z',
        end: '2026-03-16T09:30:00Z',
        timeZone: 'Europe/London',
        recurrence: rule({ frequency: 'weekly' }),
      }),
    );
    const items = await occurrences(client, '2026-03-15T00:00:00Z', '2026-04-10T00:00:00Z');
    expect(starts(items)).toEqual([
      '2026-03-16T09:00:00.000Z',
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-04-06T08:00:00.000Z',
    ]);
    expect(items.map((o) => Date.parse(o.end) - Date.parse(o.start))).toEqual([1_800_000, 1_800_000, 1_800_000, 1_800_000]);
    const autumn = await occurrences(client, '2026-10-19T00:00:00Z', '2026-11-03T00:00:00Z');
    expect(starts(autumn)).toEqual(['2026-10-19T08:00:00.000Z', '2026-10-26T09:00:00.000Z', '2026-11-02T09:00:00.000Z']);
  });
});
