import type { Occurrence } from './calendar.js';

/*
 * The events list on the wire. A busy month holds hundreds of occurrences, and most of their
 * fields hold the same value (no description, no attendees, the member's zone…). Sending those
 * fields only when they differ from the defaults below halves the answer — what decides how
 * fast the list is served (the calendarMonth benchmark). Free of zod: the calendar chunk expands it.
 */

/** What an occurrence's left-out fields are. `timeZone` defaults to the page's. */
export const OCCURRENCE_DEFAULTS = {
  description: null,
  location: null,
  isAllDay: false,
  category: 'work',
  calendarId: 'work',
  attendees: [],
  reminders: [],
  recurrence: null,
  rrule: null,
  isRecurring: false,
  originalId: null,
  originalStart: null,
} as const satisfies Partial<Occurrence>;

type Defaulted = keyof typeof OCCURRENCE_DEFAULTS | 'timeZone';
export type WireOccurrence = Omit<Occurrence, Defaulted> & Partial<Pick<Occurrence, Defaulted>>;

/** GET /calendar/events: the zone the left-out `timeZone`s mean, and the occurrences. */
export interface WireEventsPage {
  timeZone: string;
  items: WireOccurrence[];
}

const isDefault = (value: unknown, fallback: unknown) =>
  value === fallback || (Array.isArray(value) && Array.isArray(fallback) && value.length === 0 && fallback.length === 0);

/** The occurrence with every field that holds its default left out. */
export function compactOccurrence(o: Occurrence, pageTimeZone: string): WireOccurrence {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(o)) {
    const fallback = key === 'timeZone' ? pageTimeZone : (OCCURRENCE_DEFAULTS as Record<string, unknown>)[key];
    if (fallback === undefined || !isDefault(value, fallback)) wire[key] = value;
  }
  return wire as WireOccurrence;
}

/** The whole occurrences of a page, defaults filled back in (fresh arrays: callers may change them). */
export function expandEventsPage(page: WireEventsPage): Occurrence[] {
  return page.items.map((w) => ({
    ...OCCURRENCE_DEFAULTS,
    attendees: [],
    reminders: [],
    timeZone: page.timeZone,
    ...w,
  }));
}
