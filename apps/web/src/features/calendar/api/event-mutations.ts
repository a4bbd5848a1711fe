import type { CalendarEvent, EditScope, EventInput, EventPatch, Occurrence } from '@skilllink/contracts/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { scopeParams, targetId, withChanged, withoutDeleted } from '../model/occurrence';
import { CALENDAR_API, eventPath } from './keys';
import { draftOccurrence } from './draft';
import { applyOptimistic, refetchEvents, rollback } from './optimistic';

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput & { timeZone: string }) => api<CalendarEvent>(`${CALENDAR_API}/events`, { method: 'POST', body: input }),
    // A series is shown after the server expands it; a single event appears at once.
    onMutate: (input) => (input.recurrence ? undefined : applyOptimistic(queryClient, (items) => [...items, draftOccurrence(input)])),
    onError: (_e, _v, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => refetchEvents(queryClient),
  });
}

export interface UpdateVars {
  occurrence: Occurrence;
  patch: EventPatch;
  scope: EditScope | null;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ occurrence, patch, scope }: UpdateVars) =>
      api<CalendarEvent>(eventPath(targetId(occurrence)), { method: 'PATCH', body: { ...patch, ...scopeParams(occurrence, scope) } }),
    onMutate: ({ occurrence, patch, scope }) =>
      applyOptimistic(queryClient, (items) => withChanged(items, occurrence, patch as Partial<Occurrence>, scope)),
    onError: (_e, _v, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => refetchEvents(queryClient),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ occurrence, scope }: { occurrence: Occurrence; scope: EditScope | null }) => {
      const query = new URLSearchParams(scopeParams(occurrence, scope));
      const suffix = query.size ? `?${query}` : '';
      return api<void>(`${eventPath(targetId(occurrence))}${suffix}`, { method: 'DELETE' });
    },
    onMutate: ({ occurrence, scope }) => applyOptimistic(queryClient, (items) => withoutDeleted(items, occurrence, scope)),
    onError: (_e, _v, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => refetchEvents(queryClient),
  });
}
