import type { ConversationResponse, StartConversation } from '@skilllink/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { moveToTop } from './cache';
import { messagesKeys } from './keys';

/** 201 created, 200 the existing one; 403 not_connected with someone who is not a connection. */
export function startConversation(body: StartConversation): Promise<ConversationResponse> {
  return api<ConversationResponse>('/api/v1/conversations', { method: 'POST', body });
}

/**
 * Opens (or reopens) the conversation with a connection: it goes to the top of the list at
 * once, and the lists are asked again, since one that was loading while it was created would
 * otherwise settle without it (and receipts need it listed).
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: ({ conversation }) => {
      moveToTop(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
    },
  });
}
