import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { dropRequest } from './cache';
import { invalidateNetwork, patchPerson, personMutationKey } from './keys';

export function withdrawRequest(requestId: string): Promise<void> {
  return api<void>(`/api/v1/connections/requests/${encodeURIComponent(requestId)}`, { method: 'DELETE' });
}

/** Withdraw a request I sent: it leaves Sent and the person can be asked again. */
export function useWithdrawRequest(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personMutationKey(personId, 'withdraw'),
    mutationFn: (requestId: string) => withdrawRequest(requestId),
    onSuccess: (_answer, requestId) => {
      dropRequest(queryClient, 'sent', requestId);
      patchPerson(queryClient, personId, { connectionStatus: 'not_connected', requestId: null });
      void invalidateNetwork(queryClient);
    },
  });
}
