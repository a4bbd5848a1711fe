import type { ConversationsPage } from '@skilllink/contracts/messaging';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { pageSize } from '../../../lib/data-saver';
import { receivedUpTo } from '../receipts';
import { messagesKeys } from './keys';

/** The server's page when none is asked for (CONVERSATIONS_PAGE_DEFAULT; not imported: it would bring the zod schemas). */
const SERVER_PAGE = 20;

export function getConversations(
  q: string,
  before: string | null,
  signal?: AbortSignal,
  limit = pageSize(SERVER_PAGE),
): Promise<ConversationsPage> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (before) params.set('before', before);
  // Data saver asks for a smaller page; otherwise the first page stays the URL the server preloads.
  if (limit !== SERVER_PAGE) params.set('limit', String(limit));
  const search = params.size > 0 ? `?${params}` : '';
  return api<ConversationsPage>(`/api/v1/conversations${search}`, { signal });
}

/**
 * A list answer hands this device the last message of each conversation: those it had not read
 * yet (sent while no tab was open, say) are delivered now.
 */
export function deliverLast(page: ConversationsPage): void {
  for (const c of page.items) if (c.lastMessage && !c.lastMessage.isRead) receivedUpTo(c.id, c.lastMessage.seq);
}

/** My conversations matching `q`, latest activity first, a page at a time ("Load more"). */
export function conversationsQueryOptions(queryClient: QueryClient, q: string) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.list(q),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getConversations(q, pageParam, signal);
      // Every page carries the total: the tab title and the nav badge follow the latest answer.
      queryClient.setQueryData(messagesKeys.unread(), page.unreadTotal);
      deliverLast(page);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useConversations(q: string) {
  const queryClient = useQueryClient();
  return useInfiniteQuery(conversationsQueryOptions(queryClient, q));
}
