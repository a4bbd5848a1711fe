import type { Occurrence } from '@skilllink/contracts/calendar';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { EventsView } from './get-events';
import { calendarKeys } from './keys';

export type Snapshot = Array<[QueryKey, EventsView | undefined]>;

/**
 * Applies a change to every cached range at once (the week and the month on screen may both
 * hold the event) and returns what they held before, for the rollback.
 */
export async function applyOptimistic(queryClient: QueryClient, change: (items: Occurrence[]) => Occurrence[]): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: calendarKeys.events() });
  const snapshot = queryClient.getQueriesData<EventsView>({ queryKey: calendarKeys.events() });
  for (const [key, page] of snapshot) {
    if (page) queryClient.setQueryData<EventsView>(key, { items: change(page.items) });
  }
  return snapshot;
}

export function rollback(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
}

/** After any answer the server's expansion of the series is the truth. */
export function refetchEvents(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: calendarKeys.events() });
}
