import type { CalendarFeed, ImportSummary } from '@skilllink/contracts/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CALENDAR_API, calendarKeys } from './keys';

export const feedQuery = () =>
  queryOptions({ queryKey: calendarKeys.feed(), queryFn: ({ signal }) => api<CalendarFeed>(`${CALENDAR_API}/feed`, { signal }) });

export function useFeed() {
  return useQuery(feedQuery());
}

/** Creates the private subscription address, or rotates it (the old one stops working). */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeed>(`${CALENDAR_API}/feed`, { method: 'POST' }),
    onSuccess: (feed) => queryClient.setQueryData<CalendarFeed>(calendarKeys.feed(), { ...feed, active: true }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`${CALENDAR_API}/feed`, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(calendarKeys.feed(), { url: null, active: false }),
  });
}

/** Sends an .ics file's text as text/calendar; the answer says what was imported and skipped. */
export function useImportIcs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new Blob([await file.text()], { type: 'text/calendar' });
      return api<ImportSummary>(`${CALENDAR_API}/import`, { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
}
