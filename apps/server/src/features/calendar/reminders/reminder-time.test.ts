import { describe, expect, it } from 'vitest';
import { nextReminderAt, remindersBetween, type ReminderEvent } from './reminder-time.js';

const event = (e: Partial<ReminderEvent>): ReminderEvent => ({
  startAt: '2026-11-24T09:00:00.000Z',
  endAt: '2026-11-24T10:00:00.000Z',
  isAllDay: false,
  timeZone: 'Africa/Accra',
  rrule: null,
  exdates: [],
  reminders: [15],
  ...e,
});
const after = (iso: string) => new Date(iso);

describe('nextReminderAt', () => {
  it('is the start minus the reminder, while it is still ahead', () => {
    expect(nextReminderAt(event({ reminders: [15, 60] }), after('2026-11-24T07:00:00Z'))).toBe('2026-11-24T08:00:00.000Z');
    expect(nextReminderAt(event({ reminders: [15, 60] }), after('2026-11-24T08:00:00.001Z'))).toBe('2026-11-24T08:45:00.000Z');
    expect(nextReminderAt(event({}), after('2026-11-24T08:45:00.001Z'))).toBeNull();
    expect(nextReminderAt(event({ reminders: [] }), after('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('takes the earliest over occurrences, leaving out cancelled and overridden ones', () => {
    const daily = event({ rrule: 'FREQ=DAILY', reminders: [5, 1440] });
    expect(nextReminderAt(daily, after('2026-11-25T08:56:00Z'))).toBe('2026-11-25T09:00:00.000Z');
    const skipping = { ...daily, exdates: ['2026-11-26T09:00:00.000Z'], overriddenStarts: ['2026-11-27T09:00:00.000Z'] };
    expect(nextReminderAt(skipping, after('2026-11-25T09:00:00.001Z'))).toBe('2026-11-27T09:00:00.000Z');
    expect(
      remindersBetween(skipping, after('2026-11-25T09:00:00Z'), after('2026-11-28T09:00:00Z')).map((r) => [r.occurrenceStart, r.minutes]),
    ).toEqual([
      ['2026-11-28T09:00:00.000Z', 1440],
      ['2026-11-28T09:00:00.000Z', 5],
    ]);
  });

  it('starts all-day events at midnight in their zone, and keeps the local hour across DST', () => {
    const holiday = event({ isAllDay: true, startAt: '2026-07-01', endAt: '2026-07-02', timeZone: 'Europe/London', reminders: [60] });
    expect(nextReminderAt(holiday, after('2026-06-01T00:00:00Z'))).toBe('2026-06-30T22:00:00.000Z');
    const weekly = event({
      startAt: '2026-03-23T09:00:00.000Z',
      endAt: '2026-03-23T10:00:00.000Z',
      timeZone: 'Europe/London',
      rrule: 'FREQ=WEEKLY',
    });
    expect(nextReminderAt(weekly, after('2026-03-24T00:00:00Z'))).toBe('2026-03-30T07:45:00.000Z');
  });

  it('looks about 400 days ahead at most', () => {
    expect(
      nextReminderAt(event({ startAt: '2028-06-01T09:00:00.000Z', endAt: '2028-06-01T10:00:00.000Z' }), after('2026-11-24T00:00:00Z')),
    ).toBeNull();
    expect(nextReminderAt(event({ rrule: 'FREQ=YEARLY' }), after('2026-11-24T10:00:00Z'))).toBe('2027-11-24T08:45:00.000Z');
  });
});
