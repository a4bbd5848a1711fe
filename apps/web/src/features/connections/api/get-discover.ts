import type { PeopleList } from '@skilllink/contracts/connections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { connectionsKeys } from './keys';

export function getDiscover(signal?: AbortSignal): Promise<PeopleList> {
  return api<PeopleList>('/api/v1/people/discover', { signal });
}

/** Discover: members I am not connected with, best match first (match over DISCOVER_MIN_SCORE, at most DISCOVER_MAX). */
export function discoverQueryOptions() {
  return queryOptions({ queryKey: connectionsKeys.discover(), queryFn: ({ signal }) => getDiscover(signal) });
}

export function useDiscover(enabled = true) {
  return useQuery({ ...discoverQueryOptions(), enabled });
}
