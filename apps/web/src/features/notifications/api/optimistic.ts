import { useQueryClient } from '@tanstack/react-query';
import { notificationsKeys, updateLists, type NotificationFilter, type NotificationPages } from './keys';

export type ListsSnapshot = Array<[readonly unknown[], NotificationPages | undefined]>;

/**
 * Optimistic changes to the cached lists: `apply` stops any fetch on its way (so it cannot
 * overwrite the change), snapshots the lists and rewrites them; `rollback` restores the snapshot.
 */
export function useOptimisticLists() {
  const queryClient = useQueryClient();
  return {
    async apply(change: (data: NotificationPages, filter: NotificationFilter) => NotificationPages): Promise<ListsSnapshot> {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.lists() });
      const snapshot = queryClient.getQueriesData<NotificationPages>({ queryKey: notificationsKeys.lists() });
      updateLists(queryClient, change);
      return snapshot;
    },
    rollback(snapshot: ListsSnapshot | undefined) {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
  };
}
