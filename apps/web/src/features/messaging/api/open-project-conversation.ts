import type { ConversationResponse } from '@skilllink/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { moveToTop } from './cache';
import { messagesKeys } from './keys';

/** The project's team chat (ADR 058); 404 for anyone not on its team (an invitee who has not accepted too). */
export function openProjectConversation(projectId: string): Promise<ConversationResponse> {
  return api<ConversationResponse>(`/api/v1/workspace/projects/${encodeURIComponent(projectId)}/conversation`);
}

/** Opens the project's team chat, listed at once like a started conversation. A mutation: it is run once per link, not cached. */
export function useOpenProjectConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openProjectConversation,
    onSuccess: ({ conversation }) => {
      moveToTop(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
    },
  });
}
