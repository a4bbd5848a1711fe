import type { Profile, ProfileResponse } from '@skilllink/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryKey } from './get-profile';

/** PUT the file itself and DELETE: the two calls of the photo resource. */
export function uploadPhoto(file: Blob): Promise<Profile> {
  return api<ProfileResponse>('/api/v1/profile/photo', { method: 'PUT', body: file }).then((r) => r.profile);
}

export function removePhoto(): Promise<Profile> {
  return api<ProfileResponse>('/api/v1/profile/photo', { method: 'DELETE' }).then((r) => r.profile);
}

/** The photo shows in the top bar too, which reads the session. */
export function usePhotoMutation(action: 'upload' | 'remove') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file?: Blob) => (action === 'upload' && file ? uploadPhoto(file) : removePhoto()),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey('me'), profile);
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
