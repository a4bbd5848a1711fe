import type { EventInput, Occurrence } from '@skilllink/contracts/calendar';

/** Shown until the server answers with the real id. */
export function draftOccurrence(input: EventInput & { timeZone: string }): Occurrence {
  return {
    id: `draft-${Date.now()}`,
    title: input.title,
    description: input.description ?? null,
    location: input.location ?? null,
    start: input.start,
    end: input.end,
    isAllDay: input.isAllDay ?? false,
    category: input.category ?? 'work',
    calendarId: input.calendarId ?? 'work',
    attendees: input.attendees ?? [],
    reminders: input.reminders ?? [],
    recurrence: null,
    rrule: null,
    timeZone: input.timeZone,
    isRecurring: false,
    originalId: null,
    originalStart: null,
  };
}
