import { useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationsQueryOptions } from './get-conversations';
import { messagesKeys } from './keys';

/**
 * Unread messages over all conversations (tab title, nav badge). Asked once, through the first
 * page of the conversation list (the Messages page shares that one request, and opens at once
 * later); afterwards every list answer and pushed event sets it (nothing polls).
 */
export function useUnreadTotal(enabled = true): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: messagesKeys.unread(),
    queryFn: async () => (await queryClient.fetchInfiniteQuery(conversationsQueryOptions(queryClient, ''))).pages[0]?.unreadTotal ?? 0,
    staleTime: Infinity,
    enabled,
  });
  return data ?? 0;
}
