import type { Profile, ProfileResponse } from '@skilllink/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** "me" is the signed-in member's own profile; any other value is a member id. */
export const profileQueryKey = (who: string) => ['profile', who] as const;

export function getProfile(who: string): Promise<Profile> {
  const path = who === 'me' ? '/api/v1/profile' : `/api/v1/profiles/${encodeURIComponent(who)}`;
  return api<ProfileResponse>(path).then((r) => r.profile);
}

export const profileQuery = (who: string) => queryOptions({ queryKey: profileQueryKey(who), queryFn: () => getProfile(who) });

export function useProfile(who: string) {
  return useQuery(profileQuery(who));
}
