import { describe, expect, it } from 'vitest';
import { addAttendee, changedFields, defaultForm, shiftForm, toEventInput, withStart } from './form-state';

const TZ = 'Europe/Paris';
const at = (iso: string) => new Date(iso);

describe('event form rules', () => {
  it('starts from the spec default: work, one 15-minute reminder, one hour from the chosen start', () => {
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
      input: { recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'WE'], count: 6, until: null } },
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
});
