import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dataSaver } from '../../../lib/data-saver';
import { conversationsQueryOptions, deliverLast, getConversations } from './get-conversations';
import { messagesKeys } from './keys';

/**
 * Unread messages over all conversations (tab title, nav badge). Asked once, through the first
 * page of the conversation list (the Messages page shares that one request, and opens at once
 * later); afterwards every list answer and pushed event sets it (nothing polls). With data
 * saver on, only the number is fetched (a page of one conversation): the Messages page is not
 * fetched ahead of a visit that may not come (ADR 074).
 */
export function useUnreadTotal(enabled = true): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: messagesKeys.unread(),
    queryFn: async ({ signal }) => {
      if (dataSaver().on) {
        const page = await getConversations('', null, signal, 1);
        deliverLast(page);
        return page.unreadTotal;
      }
      return (await queryClient.fetchInfiniteQuery(conversationsQueryOptions(queryClient, ''))).pages[0]?.unreadTotal ?? 0;
    },
    staleTime: Infinity,
    enabled,
  });
  return data ?? 0;
}
