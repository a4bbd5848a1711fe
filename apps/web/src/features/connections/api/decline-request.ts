import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bumpCount, dropRequest } from './cache';
import { invalidateNetwork, patchPerson, personMutationKey } from './keys';

export function declineRequest(requestId: string): Promise<void> {
  return api<void>(`/api/v1/connections/requests/${encodeURIComponent(requestId)}/decline`, { method: 'POST' });
}

/** Decline: the request leaves Received; the sender is not told. */
export function useDeclineRequest(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personMutationKey(personId, 'decline'),
    mutationFn: (requestId: string) => declineRequest(requestId),
    onSuccess: (_answer, requestId) => {
      dropRequest(queryClient, 'received', requestId);
      patchPerson(queryClient, personId, { connectionStatus: 'not_connected', requestId: null });
      bumpCount(queryClient, 'pendingReceived', -1);
      void invalidateNetwork(queryClient);
    },
  });
}
