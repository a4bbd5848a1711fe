import type { ConnectionResponse } from '@skilllink/contracts/connections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bumpCount, dropRequest } from './cache';
import { invalidateNetwork, patchPerson, personMutationKey } from './keys';

export function acceptRequest(requestId: string): Promise<ConnectionResponse> {
  return api<ConnectionResponse>(`/api/v1/connections/requests/${encodeURIComponent(requestId)}/accept`, { method: 'POST' });
}

/** Accept: the request leaves Received, the sender joins My Network and the total rises by one. */
export function useAcceptRequest(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personMutationKey(personId, 'accept'),
    mutationFn: (requestId: string) => acceptRequest(requestId),
    onSuccess: (_answer, requestId) => {
      dropRequest(queryClient, 'received', requestId);
      patchPerson(queryClient, personId, { connectionStatus: 'connected', requestId: null });
      bumpCount(queryClient, 'connections', 1);
      bumpCount(queryClient, 'pendingReceived', -1);
      void invalidateNetwork(queryClient);
    },
  });
}
