import type { User, UserResponse } from '@skilllink/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { clearOfflineData, LAST_MEMBER_KEY } from '../../../lib/offline-data';
import { readStored, writeStored } from '../../../lib/storage';

export const sessionQueryKey = ['session'] as const;

/** The member as last seen online, when this device kept one (signing out removes it). */
function lastMember(): User | null {
  try {
    const kept = JSON.parse(readStored(LAST_MEMBER_KEY) ?? 'null') as User | null;
    return kept && typeof kept.id === 'string' ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in member, or null when signed out (the server answers 401). Offline (no answer at
 * all), the member this device last saw, so the installed app still opens (ADR 070).
 */
export async function getSession(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await api<UserResponse>('/api/v1/session', { signal });
    writeStored(LAST_MEMBER_KEY, JSON.stringify(user));
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The session ended (expired, or signed out elsewhere): what this device kept goes too.
      if (lastMember()) void clearOfflineData();
      return null;
    }
    const offline = error instanceof ApiError && error.status === 0 ? lastMember() : null;
    if (offline) return offline;
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
