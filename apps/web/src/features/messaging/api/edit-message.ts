import type { MessageResponse } from '@skilllink/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putMessage } from './cache';

export function editMessage(messageId: string, content: string): Promise<MessageResponse> {
  return api<MessageResponse>(`/api/v1/messages/${encodeURIComponent(messageId)}`, { method: 'PATCH', body: { content } });
}

/** Saves an own message's new text; the answer (with editedAt) replaces it in the history. */
export function useEditMessage(messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => editMessage(messageId, content),
    onSuccess: ({ message }) => void putMessage(queryClient, message, { insert: false }),
  });
}
