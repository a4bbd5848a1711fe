import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bumpCount } from './cache';
import { invalidateNetwork, patchPerson, personMutationKey } from './keys';

/** PUT follows, DELETE stops following; both are idempotent and answer 204. */
export function setFollowing(personId: string, follow: boolean): Promise<void> {
  return api<void>(`/api/v1/follows/${encodeURIComponent(personId)}`, { method: follow ? 'PUT' : 'DELETE' });
}

/** Follow / Unfollow, shown at once on every card of the person and undone if the server refuses. */
export function useFollow(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personMutationKey(personId, 'follow'),
    mutationFn: (follow: boolean) => setFollowing(personId, follow),
    onMutate: (follow) => {
      patchPerson(queryClient, personId, { isFollowing: follow });
      bumpCount(queryClient, 'following', follow ? 1 : -1);
    },
    onError: (_error, follow) => {
      patchPerson(queryClient, personId, { isFollowing: !follow });
      bumpCount(queryClient, 'following', follow ? -1 : 1);
    },
    onSettled: () => invalidateNetwork(queryClient),
  });
}
