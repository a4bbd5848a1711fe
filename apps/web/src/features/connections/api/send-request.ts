import type { SendConnectionRequest, SentConnectionRequestResponse } from '@skilllink/contracts/connections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateNetwork, patchPerson, personMutationKey } from './keys';

export function sendConnectionRequest(body: SendConnectionRequest): Promise<SentConnectionRequestResponse> {
  return api<SentConnectionRequestResponse>('/api/v1/connections/requests', { method: 'POST', body });
}

/**
 * Sends a request (201), or accepts theirs when they had already asked (200, outcome
 * "accepted"). Every card of the person shows Pending (or Message) at once and the lists
 * refresh; the screen that asks decides what to say and where to go next.
 */
export function useSendConnectionRequest(personId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: personMutationKey(personId ?? '', 'send'),
    mutationFn: sendConnectionRequest,
    onSuccess: ({ request, outcome }) => {
      patchPerson(
        queryClient,
        request.to.id,
        outcome === 'accepted'
          ? { connectionStatus: 'connected', requestId: null }
          : { connectionStatus: 'pending_sent', requestId: request.id },
      );
      void invalidateNetwork(queryClient);
    },
  });
}
