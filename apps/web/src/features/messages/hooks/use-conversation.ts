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
        // Only changes of a list's data: a query being added happens while another component
        // renders (useQuery), and React forbids updating this one then.
        const key = event.query.queryKey;
        if (event.type === 'updated' && key[0] === messagesKeys.lists()[0] && key[1] === messagesKeys.lists()[1]) notify();
      }),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => (id ? findConversation(queryClient, id) : undefined));
}
