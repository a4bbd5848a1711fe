import type { CalendarInfo, Occurrence } from '@skilllink/contracts/calendar';
import { DEFAULT_CALENDARS } from '@skilllink/contracts/calendar-constants';

/** A single timed event as GET /api/v1/calendar/events answers. */
export function occurrence(overrides: Partial<Occurrence> = {}): Occurrence {
  return {
    id: 'ev-1',
    title: 'Standup',
    description: null,
    location: null,
    start: '2026-11-24T08:00:00.000Z',
    end: '2026-11-24T09:00:00.000Z',
    isAllDay: false,
    category: 'work',
    calendarId: 'work',
    attendees: [],
    reminders: [15],
    recurrence: null,
    rrule: null,
    timeZone: 'Europe/Paris',
    isRecurring: false,
    originalId: null,
    originalStart: null,
    ...overrides,
  };
}

/** The third occurrence of a weekly series. */
export const weeklyOccurrence = occurrence({
  id: 'series-1:2026-11-24T08:00:00.000Z',
  title: 'Study group',
  recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['TU'], count: null, until: null },
  rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU',
  isRecurring: true,
  originalId: 'series-1',
  originalStart: '2026-11-24T08:00:00.000Z',
});

/** The three default calendars as GET /api/v1/calendar/settings lists them. */
export const defaultCalendars: CalendarInfo[] = DEFAULT_CALENDARS.map((c) => ({ ...c, visible: true, isDefault: true }));
