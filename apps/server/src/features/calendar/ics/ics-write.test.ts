import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ruleForExport, writeCalendar, type IcsEvent } from './ics-write.js';

const event = (over: Partial<IcsEvent>): IcsEvent => ({
  uid: 'u1@test',
  title: 'Standup',
  description: null,
  location: null,
  start: '2026-06-01T08:00:00.000Z',
  end: '2026-06-01T08:15:00.000Z',
  isAllDay: false,
  timeZone: 'Africa/Accra',
  category: 'meeting',
  calendarId: 'work',
  attendees: [],
  reminders: [],
  rrule: null,
  exdates: [],
  recurrenceId: null,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  ...over,
});

describe('ICS writer', () => {
  it('gives UNTIL the kind of DTSTART: a date for all-day series, a UTC instant for timed ones', () => {
    const berlin = { isAllDay: false, timeZone: 'Europe/Berlin' };
    // A date on a timed series: the end of that day in Berlin (summer: UTC+2).
    expect(ruleForExport('FREQ=DAILY;UNTIL=20260630', berlin).toString()).toBe('FREQ=DAILY;UNTIL=20260630T215959Z');
    // A floating time: read in the event's zone.
    expect(ruleForExport('FREQ=DAILY;UNTIL=20260630T100000', berlin).toString()).toBe('FREQ=DAILY;UNTIL=20260630T080000Z');
    expect(ruleForExport('FREQ=DAILY;UNTIL=20260630T080000Z', berlin).toString()).toBe('FREQ=DAILY;UNTIL=20260630T080000Z');
    // 23:30 UTC is already the next day in Berlin.
    const allDay = { isAllDay: true, timeZone: 'Europe/Berlin' };
    expect(ruleForExport('FREQ=DAILY;UNTIL=20260630T233000Z', allDay).toString()).toBe('FREQ=DAILY;UNTIL=20260701');
    expect(ruleForExport('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=4', allDay).toString()).toBe('FREQ=WEEKLY;COUNT=4;INTERVAL=2;BYDAY=MO');
  });

  it('defines every zone it names, so a reader without a zone database places times right', () => {
    // Casablanca's changes follow no yearly rule: its transitions are listed instead.
    const text = writeCalendar({
      name: 'Trips; work, play',
      now: new Date('2026-05-01T00:00:00Z'),
      events: [event({ timeZone: 'Africa/Casablanca' }), event({ uid: 'u2@test', timeZone: 'America/New_York' })],
    });
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Trips; work, play');
    for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const starts = root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).startDate.toJSDate().toISOString());
    expect(starts).toEqual(['2026-06-01T08:00:00.000Z', '2026-06-01T08:00:00.000Z']);
    ICAL.TimezoneService.reset();
  });
});
