import type { MessagesPage } from '@skilllink/contracts/messaging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { receivedUpTo } from '../receipts';
import { messagesKeys } from './keys';

export function getMessages(conversationId: string, before: string | null, signal?: AbortSignal): Promise<MessagesPage> {
  const search = before ? `?before=${encodeURIComponent(before)}` : '';
  return api<MessagesPage>(`/api/v1/conversations/${encodeURIComponent(conversationId)}/messages${search}`, { signal });
}

/** A conversation's history: the newest page first; older pages as the member scrolls up. */
export function historyQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.history(conversationId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getMessages(conversationId, pageParam, signal);
      // Unread messages are the other member's: this device has them now.
      const unread = page.items.filter((m) => !m.isRead);
      if (unread.length > 0) receivedUpTo(conversationId, Math.max(...unread.map((m) => m.seq)));
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useHistory(conversationId: string) {
  return useInfiniteQuery(historyQueryOptions(conversationId));
}
