import { useQuery } from '@tanstack/react-query';
import { getConversations } from './get-conversations';
import { messagesKeys } from './keys';

/**
 * Unread messages over all conversations (tab title, nav badge). Asked once with the smallest
 * list; afterwards every list answer and pushed event sets it (nothing polls).
 */
export function useUnreadTotal(enabled = true): number {
  const { data } = useQuery({
    queryKey: messagesKeys.unread(),
    queryFn: async ({ signal }) => (await getConversations('', null, signal)).unreadTotal,
    staleTime: Infinity,
    enabled,
  });
  return data ?? 0;
}
