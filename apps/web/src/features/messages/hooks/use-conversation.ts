import type { Conversation } from '@skilllink/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { findConversation } from '../api/cache';
import { messagesKeys } from '../api/keys';

/**
 * The conversation as the cached lists hold it (there is no single-conversation endpoint: the
 * list, a start answer or pushed events put it there), kept current as the cache changes.
 */
export function useConversation(id: string | undefined): Conversation | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (notify: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === messagesKeys.all[0]) notify();
      }),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => (id ? findConversation(queryClient, id) : undefined));
}
