import type { Conversation, ConversationResponse } from '@skilllink/contracts/messaging';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { messagesKeys } from './keys';

/**
 * One conversation from the server, for a conversation opened by its address that no loaded
 * list page holds (an old one, or a link). Asked only when `enabled`.
 */
export function useConversationById(id: string | undefined, enabled: boolean): Conversation | undefined {
  const { data } = useQuery({
    queryKey: messagesKeys.conversation(id ?? ''),
    queryFn: async ({ signal }) => (await api<ConversationResponse>(`/api/v1/conversations/${id}`, { signal })).conversation,
    enabled: enabled && Boolean(id),
  });
  return data;
}
