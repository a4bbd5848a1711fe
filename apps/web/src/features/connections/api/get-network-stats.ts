import type { NetworkStats } from '@skilllink/contracts/connections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { connectionsKeys } from './keys';

export function getNetworkStats(signal?: AbortSignal): Promise<NetworkStats> {
  return api<NetworkStats>('/api/v1/network/stats', { signal });
}

/** Network statistics: totals, reach, industries and top skills, computed by the server. */
export function networkStatsQueryOptions() {
  return queryOptions({ queryKey: connectionsKeys.stats(), queryFn: ({ signal }) => getNetworkStats(signal) });
}

export function useNetworkStats() {
  return useQuery(networkStatsQueryOptions());
}
