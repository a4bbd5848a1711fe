import type { EventsPage } from '@skilllink/contracts/calendar';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CALENDAR_API, calendarKeys } from './keys';

export function getEvents(from: string, to: string, signal?: AbortSignal): Promise<EventsPage> {
  const query = new URLSearchParams({ from, to });
  return api<EventsPage>(`${CALENDAR_API}/events?${query}`, { signal });
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
