import type { ConversationResponse } from '@skilllink/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { moveToTop } from './cache';
import { messagesKeys } from './keys';

/**
 * 201 created, 200 the existing one; 404 for anyone but the applicant and the listing's
 * managers; 409 conversation_closed when the application ended before anyone wrote (ADR 054).
 */
export function openApplicationConversation(applicationId: string): Promise<ConversationResponse> {
  return api<ConversationResponse>(`/api/v1/applications/${encodeURIComponent(applicationId)}/conversation`, { method: 'POST' });
}

/** Opens (or creates) the conversation about an application, listed at once like a started one. */
export function useOpenApplicationConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openApplicationConversation,
    onSuccess: ({ conversation }) => {
      moveToTop(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
    },
  });
}
