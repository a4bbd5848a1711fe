import type { MessageResponse, SendMessage } from '@skilllink/contracts/messaging';
import { api } from '../../../lib/api';

/**
 * 201 stored, 200 when this clientId was stored before (a retry): the same message either way.
 * Only the outbox calls it (outbox.ts), so every send is remembered until acknowledged.
 */
export function sendMessage(conversationId: string, body: SendMessage): Promise<MessageResponse> {
  return api<MessageResponse>(`/api/v1/conversations/${encodeURIComponent(conversationId)}/messages`, { method: 'POST', body });
}
