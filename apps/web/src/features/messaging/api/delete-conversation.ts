import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { removeConversation } from './cache';
import { invalidateMessaging, messagesKeys } from './keys';

export function deleteConversation(conversationId: string): Promise<void> {
  return api<void>(`/api/v1/conversations/${encodeURIComponent(conversationId)}`, { method: 'DELETE' });
}

/** Removes a conversation for me only (the other member keeps theirs); the unread total is asked again. */
export function useDeleteConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteConversation(conversationId),
    onSuccess: () => {
      removeConversation(queryClient, conversationId);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.unread() });
    },
    onError: () => void invalidateMessaging(queryClient),
  });
}
