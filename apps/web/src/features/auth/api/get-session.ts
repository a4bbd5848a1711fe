import type { User, UserResponse } from '@skilllink/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';

export const sessionQueryKey = ['session'] as const;

/** The signed-in member, or null when signed out (the server answers 401). */
export async function getSession(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await api<UserResponse>('/api/v1/session', { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // Login, logout and preference changes write the cache directly; re-checking on focus
    // still notices a session ended in another tab.
    staleTime: 5 * 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
