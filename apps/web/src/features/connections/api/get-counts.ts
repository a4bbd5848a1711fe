import type { NetworkCounts } from '@skilllink/contracts/connections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { connectionsKeys } from './keys';

export function getCounts(signal?: AbortSignal): Promise<NetworkCounts> {
  return api<NetworkCounts>('/api/v1/network/counts', { signal });
}

/** The tab counts: connections, requests received, members I follow. */
export function countsQueryOptions() {
  return queryOptions({ queryKey: connectionsKeys.counts(), queryFn: ({ signal }) => getCounts(signal) });
}

export function useCounts() {
  return useQuery(countsQueryOptions());
}
