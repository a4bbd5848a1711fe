import type { SendConnectionRequest, SentConnectionRequestResponse } from '@skilllink/contracts/connections';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function sendConnectionRequest(body: SendConnectionRequest): Promise<SentConnectionRequestResponse> {
  return api<SentConnectionRequestResponse>('/api/v1/connections/requests', { method: 'POST', body });
}

/** Sends a request; the screen that asks decides what to refresh and where to go next. */
export function useSendConnectionRequest() {
  return useMutation({ mutationFn: sendConnectionRequest });
}
