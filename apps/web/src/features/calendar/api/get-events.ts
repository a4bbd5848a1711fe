import type { Occurrence } from '@skilllink/contracts/calendar';
import { expandEventsPage, type WireEventsPage } from '@skilllink/contracts/calendar-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CALENDAR_API, calendarKeys } from './keys';

/** A visible range's occurrences, whole: the cache holds these, the optimistic changes edit them. */
export interface EventsView {
  items: Occurrence[];
}

export async function getEvents(from: string, to: string, signal?: AbortSignal): Promise<EventsView> {
  const query = new URLSearchParams({ from, to });
  // The server leaves out fields at their defaults (calendar-wire.ts).
  return { items: expandEventsPage(await api<WireEventsPage>(`${CALENDAR_API}/events?${query}`, { signal })) };
}

/** The occurrences in the visible range (instants, as FullCalendar reports the range). */
export const eventsQuery = (from: string, to: string) =>
  queryOptions({ queryKey: calendarKeys.range(from, to), queryFn: ({ signal }) => getEvents(from, to, signal) });

export function useEvents(range: { from: string; to: string } | null) {
  return useQuery({
    ...eventsQuery(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
    // Going to the next week keeps this week's events on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
