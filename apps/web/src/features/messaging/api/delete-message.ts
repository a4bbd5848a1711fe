import type { Message, MessageResponse } from '@skilllink/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putMessage } from './cache';

/** The server may answer with the deleted message or with nothing (204). */
export function deleteMessage(messageId: string): Promise<MessageResponse | undefined> {
  return api<MessageResponse | undefined>(`/api/v1/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' });
}

/** Deletes an own message: it stays in its place as "message deleted" (for both members). */
export function useDeleteMessage(message: Message) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMessage(message.id),
    onSuccess: (answer) => void putMessage(queryClient, answer?.message ?? { ...message, content: '', deleted: true }, { insert: false }),
  });
}
