import type { ConversationsPage, MessagesPage } from '@skilllink/contracts/messaging';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export type ConversationPages = InfiniteData<ConversationsPage, string | null>;
export type HistoryPages = InfiniteData<MessagesPage, string | null>;

/**
 * Every messaging query lives under ['messages', …]: one invalidation refreshes the area after
 * a reconnect. app/ reaches the cache only through this feature's sync (sync.ts).
 */
export const messagesKeys = {
  all: ['messages'] as const,
  lists: () => ['messages', 'conversations'] as const,
  list: (q: string) => ['messages', 'conversations', q] as const,
  history: (conversationId: string) => ['messages', 'history', conversationId] as const,
  /** Every conversation fetched by its id. */
  conversations: () => ['messages', 'conversation'] as const,
  conversation: (conversationId: string) => ['messages', 'conversation', conversationId] as const,
  unread: () => ['messages', 'unread'] as const,
};

/** Refetches the conversations (lists and those fetched by id), not their histories. */
export async function invalidateConversations(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: messagesKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }),
  ]);
}

/** Refetches everything messaging shows (after a reconnect, when live events may have been missed). */
export function invalidateMessaging(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messagesKeys.all });
}
