import type { SearchHistory } from '@skilllink/contracts/search';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { searchKeys } from './keys';

export function removeHistoryEntry(id: string): Promise<void> {
  return api<void>(`/api/v1/search/history/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function clearHistory(): Promise<void> {
  return api<void>('/api/v1/search/history', { method: 'DELETE' });
}

/**
 * Takes entries off the list at once (the member sees the click work); a failure puts the list
 * back as it was, and either way the server's list is read again. `keep(variables)` says which
 * entries stay.
 */
function optimisticRemoval<V>(queryClient: QueryClient, keep: (variables: V) => (id: string) => boolean) {
  return {
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: searchKeys.history() });
      const before = queryClient.getQueryData<SearchHistory>(searchKeys.history());
      const stays = keep(variables);
      queryClient.setQueryData<SearchHistory>(searchKeys.history(), (data) =>
        data ? { items: data.items.filter((entry) => stays(entry.id)) } : data,
      );
      return { before };
    },
    onError: (_error: unknown, _variables: V, context: { before: SearchHistory | undefined } | undefined) => {
      if (context?.before) queryClient.setQueryData(searchKeys.history(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: searchKeys.history() }),
  };
}

/** Remove one recent search. */
export function useRemoveHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeHistoryEntry(id),
    ...optimisticRemoval(queryClient, (removed: string) => (id) => id !== removed),
  });
}

/** Clear all recent searches. */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearHistory(),
    ...optimisticRemoval<void>(queryClient, () => () => false),
  });
}
