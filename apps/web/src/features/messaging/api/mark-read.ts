import type { MarkReadResponse } from '@skilllink/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { findConversation, patchConversation, setUnreadTotal } from './cache';
import { messagesKeys } from './keys';

export function markConversationRead(conversationId: string): Promise<MarkReadResponse> {
  return api<MarkReadResponse>(`/api/v1/conversations/${encodeURIComponent(conversationId)}/read`, { method: 'POST', body: {} });
}

/**
 * Opening a conversation reads it: its badge and the total drop at once, the server's answer
 * settles the total. A failure is only told (refetching would bring the unread count back and
 * ask again, in a loop, while the server keeps failing); the next visit or reconnect corrects it.
 */
export function useMarkRead(onFailure: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (conversationId: string) => {
      const unread = findConversation(queryClient, conversationId)?.unreadCount ?? 0;
      patchConversation(queryClient, conversationId, { unreadCount: 0 });
      const total = queryClient.getQueryData<number>(messagesKeys.unread());
      if (total !== undefined) setUnreadTotal(queryClient, total - unread);
    },
    onSuccess: ({ unreadTotal }) => setUnreadTotal(queryClient, unreadTotal),
    onError: () => onFailure(),
  });
}
