import type { CalendarCreate, CalendarDeleteQuery, CalendarInfo, CalendarUpdate } from '@skilllink/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { CALENDAR_API, calendarKeys } from './keys';
import { refetchEvents } from './optimistic';

const calendarPath = (id: string) => `${CALENDAR_API}/calendars/${encodeURIComponent(id)}`;

/** The member's own calendars: add, rename or recolour, delete (ADR 034). The list is the settings'. */
export function useCalendarMutations() {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: calendarKeys.settings() });
  const create = useMutation({
    mutationFn: (body: CalendarCreate) => api<CalendarInfo>(`${CALENDAR_API}/calendars`, { method: 'POST', body }),
    onSuccess: refreshList,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: CalendarUpdate & { id: string }) => api<CalendarInfo>(calendarPath(id), { method: 'PATCH', body }),
    onSuccess: refreshList,
  });
  const remove = useMutation({
    mutationFn: ({ id, query }: { id: string; query: CalendarDeleteQuery }) => {
      const search = new URLSearchParams(query.events === 'move' ? { events: 'move', to: query.to! } : { events: 'delete' });
      return api<void>(`${calendarPath(id)}?${search}`, { method: 'DELETE' });
    },
    // Its events moved or went: the grid fetches them again along with the list.
    onSuccess: () => Promise.all([refreshList(), refetchEvents(queryClient)]),
  });
  return { create, update, remove };
}
