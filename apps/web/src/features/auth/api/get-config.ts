import type { PublicConfig } from '@skilllink/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api<PublicConfig>('/api/v1/config', { signal });
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // Server configuration does not change while a page is open.
    staleTime: Infinity,
  });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
