import type { CalendarSettings, CalendarSettingsPatch } from '@skilllink/contracts/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CALENDAR_API, calendarKeys } from './keys';

export const settingsQuery = () =>
  queryOptions({
    queryKey: calendarKeys.settings(),
    queryFn: ({ signal }) => api<CalendarSettings>(`${CALENDAR_API}/settings`, { signal }),
  });

export function useCalendarSettings() {
  return useQuery(settingsQuery());
}

/** Zone and visibility change at once on screen and go back if the server refuses. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const key = calendarKeys.settings();
  return useMutation({
    mutationFn: (patch: CalendarSettingsPatch) => api<CalendarSettings>(`${CALENDAR_API}/settings`, { method: 'PATCH', body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CalendarSettings>(key);
      if (before) {
        const visible = new Map((patch.calendars ?? []).map((c) => [c.id, c.visible]));
        queryClient.setQueryData<CalendarSettings>(key, {
          timeZone: patch.timeZone ?? before.timeZone,
          calendars: before.calendars.map((c) => ({ ...c, visible: visible.get(c.id) ?? c.visible })),
        });
      }
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
