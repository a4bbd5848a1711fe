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

/** Set by the server beside the session cookie, with its lifetime (platform/auth/session.ts). */
const SIGNED_IN_COOKIE = 'sl_signed_in';
const holdsSession = (): boolean => typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);

/**
 * The member to open on before the server answers (ADR 076): the one this device last saw,
 * while the browser still holds that sign-in's cookie. The server's answer replaces it; a 401
 * sends to sign-in and removes what was kept.
 */
export function presumedMember(): User | undefined {
  // undefined, not null: a null placeholder would read as "signed out" and send to sign-in.
  return (holdsSession() && lastMember()) || undefined;
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
      if (holdsSession()) document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
      return null;
    }
    const offline = error instanceof ApiError && error.status === 0 ? lastMember() : null;
    if (offline) return offline;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions<User | null>({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // The pages open at once on the remembered member's kept data; guards that send members
    // away (GuestOnly) wait for the real answer (isPlaceholderData).
    placeholderData: presumedMember,
    // Login, logout and preference changes write the cache directly; re-checking on focus
    // still notices a session ended in another tab.
    staleTime: 5 * 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
