import type { SearchHistory } from '@skilllink/contracts/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { searchKeys } from './keys';

export function getHistory(signal?: AbortSignal): Promise<SearchHistory> {
  return api<SearchHistory>('/api/v1/search/history', { signal });
}

export function historyQueryOptions() {
  return queryOptions({ queryKey: searchKeys.history(), queryFn: ({ signal }) => getHistory(signal) });
}

/** The member's recent searches, newest first (the server keeps 10, §9). */
export function useSearchHistory() {
  return useQuery(historyQueryOptions());
}
