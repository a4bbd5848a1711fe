import type { PendingRequests } from '@skilllink/contracts/connections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { connectionsKeys, type Direction } from './keys';

export function getRequests(direction: Direction, signal?: AbortSignal): Promise<PendingRequests> {
  return api<PendingRequests>(`/api/v1/connections/requests?direction=${direction}`, { signal });
}

/** Pending requests sent to me (received) or by me (sent), newest first. */
export function requestsQueryOptions(direction: Direction) {
  return queryOptions({
    queryKey: connectionsKeys.requests(direction),
    queryFn: ({ signal }) => getRequests(direction, signal),
  });
}

export function useRequests(direction: Direction) {
  return useQuery(requestsQueryOptions(direction));
}
