import type { Profile, ProfileResponse, ProfileUpdate } from '@skilllink/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return api<ProfileResponse>('/api/v1/profile', { method: 'PATCH', body }).then((r) => r.profile);
}

/** Name and title also live in the session (top bar, menu), so it is refreshed too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey('me'), profile);
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
