import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bumpCount, dropFromPages } from './cache';
import { connectionsKeys, invalidateNetwork, patchPerson, personMutationKey } from './keys';

export function removeConnection(personId: string): Promise<void> {
  return api<void>(`/api/v1/connections/${encodeURIComponent(personId)}`, { method: 'DELETE' });
}

/** Remove a connection: they leave My Network and the total drops by one. */
export function useRemoveConnection(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personMutationKey(personId, 'remove'),
    mutationFn: () => removeConnection(personId),
    onSuccess: () => {
      dropFromPages(queryClient, connectionsKeys.network(), personId);
      patchPerson(queryClient, personId, { connectionStatus: 'not_connected', requestId: null });
      bumpCount(queryClient, 'connections', -1);
      void invalidateNetwork(queryClient);
    },
  });
}
