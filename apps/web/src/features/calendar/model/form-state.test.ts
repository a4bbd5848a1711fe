import { describe, expect, it } from 'vitest';
import {
  addAttendee,
  changedFields,
  defaultForm,
  formFromOccurrence,
  shiftForm,
  toEventInput,
  toggleWeekday,
  weekdayOf,
  withFrequency,
  withStart,
} from './form-state';

const TZ = 'Europe/Paris';
const at = (iso: string) => new Date(iso);

describe('event form rules', () => {
  it('starts from the default event: work, one 15-minute reminder, one hour from the chosen start', () => {
    const form = defaultForm(at('2026-11-24T08:00:00Z'), TZ);
    expect(form).toMatchObject({ category: 'work', calendarId: 'work', reminders: [15], isAllDay: false, frequency: 'none' });
    expect(form).toMatchObject({ startDate: '2026-11-24', startTime: '09:00', endDate: '2026-11-24', endTime: '10:00' });
  });

  it('moves the end to one hour after a start set at or after it, and leaves an earlier start alone', () => {
    const form = defaultForm(at('2026-11-24T08:00:00Z'), TZ);
    expect(withStart(form, '2026-11-24', '10:00', TZ)).toMatchObject({ endDate: '2026-11-24', endTime: '11:00' });
    expect(withStart(form, '2026-11-24', '23:30', TZ)).toMatchObject({ endDate: '2026-11-25', endTime: '00:30' });
    expect(withStart(form, '2026-11-24', '08:30', TZ)).toMatchObject({ endTime: '10:00' });
  });

  it('adds an attendee only when not blank and not already listed; refuses what is not an e-mail', () => {
    expect(addAttendee([], '  ')).toEqual({ list: [], error: null });
    expect(addAttendee(['a@x.io'], 'A@X.io ')).toEqual({ list: ['a@x.io'], error: null });
    expect(addAttendee(['a@x.io'], ' b@x.io ')).toEqual({ list: ['a@x.io', 'b@x.io'], error: null });
    expect(addAttendee([], 'not-an-email')).toEqual({ list: [], error: 'invalid' });
  });

  it('requires a title after trimming and trims title, description and location', () => {
    const form = defaultForm(at('2026-11-24T08:00:00Z'), TZ);
    expect(toEventInput({ ...form, title: '   ' }, TZ)).toEqual({ ok: false, error: 'titleRequired' });
    const result = toEventInput({ ...form, title: '  Standup ', description: ' notes ', location: '   ' }, TZ);
    expect(result).toMatchObject({
      ok: true,
      input: {
        title: 'Standup',
        description: 'notes',
        location: null,
        start: '2026-11-24T08:00:00.000Z',
        end: '2026-11-24T09:00:00.000Z',
        timeZone: TZ,
      },
    });
  });

  it('sends all-day events as dates with an exclusive end, and a weekly rule with its weekdays and end', () => {
    const form = { ...defaultForm(at('2026-11-24T08:00:00Z'), TZ), title: 'Trip', isAllDay: true, endDate: '2026-11-25' };
    expect(toEventInput(form, TZ)).toMatchObject({ ok: true, input: { start: '2026-11-24', end: '2026-11-26', isAllDay: true } });
    const weekly = {
      ...form,
      isAllDay: false,
      frequency: 'weekly' as const,
      byWeekday: ['MO' as const, 'WE' as const],
      repeatEnd: 'count' as const,
      count: 6,
    };
    expect(toEventInput(weekly, TZ)).toMatchObject({
      ok: true,
      // The start (Tuesday 24th) is always one of the days, even if the form left it out.
      input: { recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'TU', 'WE'], count: 6, until: null } },
    });
  });

  it('refuses an end before the start', () => {
    const form = { ...defaultForm(at('2026-11-24T08:00:00Z'), TZ), title: 'x', endTime: '08:00' };
    expect(toEventInput(form, TZ)).toEqual({ ok: false, error: 'endBeforeStart' });
  });

  it('sends only what changed, and the times together', () => {
    const before = toEventInput({ ...defaultForm(at('2026-11-24T08:00:00Z'), TZ), title: 'A' }, TZ);
    const after = toEventInput({ ...defaultForm(at('2026-11-24T08:00:00Z'), TZ), title: 'B', endTime: '11:00' }, TZ);
    if (!before.ok || !after.ok) throw new Error('valid forms expected');
    expect(changedFields(before.input, after.input)).toEqual({
      title: 'B',
      start: '2026-11-24T08:00:00.000Z',
      end: '2026-11-24T10:00:00.000Z',
      isAllDay: false,
    });
  });

  it('moves the whole event keeping its duration (the keyboard Move controls)', () => {
    const form = defaultForm(at('2026-11-24T08:00:00Z'), TZ);
    expect(shiftForm(form, 1440, TZ)).toMatchObject({
      startDate: '2026-11-25',
      startTime: '09:00',
      endDate: '2026-11-25',
      endTime: '10:00',
    });
    expect(shiftForm(form, -60, TZ)).toMatchObject({ startTime: '08:00', endTime: '09:00' });
  });

  describe('weekly repeat keeps the start on its own weekday (as Google Calendar does)', () => {
    // Monday 23 November 2026, 00:30 in Paris: still Sunday 22nd in UTC.
    const monday = () => ({ ...defaultForm(at('2026-11-22T23:30:00Z'), TZ), title: 'Gym' });

    it("reads the weekday of the start's date in the calendar's zone", () => {
      expect(monday().startDate).toBe('2026-11-23');
      expect(weekdayOf('2026-11-23')).toBe('MO');
      expect(weekdayOf('2026-11-29')).toBe('SU');
      expect(weekdayOf('')).toBeNull();
    });

    it("preselects the start's weekday when Weekly is chosen, and not for other frequencies", () => {
      expect(withFrequency(monday(), 'weekly').byWeekday).toEqual(['MO']);
      expect(withFrequency({ ...monday(), byWeekday: ['FR', 'WE'] }, 'weekly').byWeekday).toEqual(['MO', 'WE', 'FR']);
      expect(withFrequency(monday(), 'daily').byWeekday).toEqual([]);
    });

    it("lets the member add and remove other days but not the start's own day", () => {
      let form = withFrequency(monday(), 'weekly');
      form = toggleWeekday(toggleWeekday(form, 'FR'), 'WE');
      expect(form.byWeekday).toEqual(['MO', 'WE', 'FR']);
      expect(toggleWeekday(form, 'MO').byWeekday).toEqual(['MO', 'WE', 'FR']);
      expect(toggleWeekday(form, 'WE').byWeekday).toEqual(['MO', 'FR']);
    });

    it('keeps the start on its weekday when the start date changes', () => {
      const only = withFrequency(monday(), 'weekly');
      // Only the start's day chosen: the rule follows the start to Wednesday.
      expect(withStart(only, '2026-11-25', only.startTime, TZ).byWeekday).toEqual(['WE']);
      // Days the member chose stay, the new start's day is added.
      const chosen = toggleWeekday(only, 'FR');
      expect(withStart(chosen, '2026-11-24', chosen.startTime, TZ).byWeekday).toEqual(['MO', 'TU', 'FR']);
      // The Move controls move the start too.
      expect(shiftForm(only, 1440, TZ).byWeekday).toEqual(['TU']);
      // Not weekly: untouched.
      expect(withStart(monday(), '2026-11-25', '09:00', TZ).byWeekday).toEqual([]);
    });

    it('saves a Monday event repeating on We, Fr with Monday too, so the start is an occurrence', () => {
      const form = { ...monday(), frequency: 'weekly' as const, byWeekday: ['WE' as const, 'FR' as const] };
      expect(toEventInput(form, TZ)).toMatchObject({ ok: true, input: { recurrence: { byWeekday: ['MO', 'WE', 'FR'] } } });
    });

    it("shows a stored weekly rule with the start's day, and sees no change in an untouched form", () => {
      const occurrence = {
        id: 'e1',
        title: 'Gym',
        description: null,
        location: null,
        start: '2026-11-23T08:00:00.000Z',
        end: '2026-11-23T09:00:00.000Z',
        isAllDay: false,
        category: 'work',
        calendarId: 'work',
        attendees: [],
        reminders: [15],
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['WE', 'FR'], count: null, until: null },
        rrule: null,
        timeZone: TZ,
        isRecurring: true,
        originalId: 'e1',
        originalStart: '2026-11-23T08:00:00.000Z',
      } as unknown as Parameters<typeof formFromOccurrence>[0];
      const form = formFromOccurrence(occurrence, TZ);
      expect(form.byWeekday).toEqual(['MO', 'WE', 'FR']);
      const before = toEventInput(form, TZ);
      const after = toEventInput({ ...form }, TZ);
      if (!before.ok || !after.ok) throw new Error('valid forms expected');
      expect(changedFields(before.input, after.input)).toEqual({});
    });
  });
});
