import type { Conversation } from '@skilllink/contracts/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { findConversation } from '../api/cache';
import { useConversationById } from '../api/get-conversation';
import { messagesKeys } from '../api/keys';

/**
 * The conversation as the cached lists hold it (the list, a start answer or pushed events put
 * it there), kept current as the cache changes; asked from the server when no list holds it.
 */
export function useConversation(id: string | undefined): Conversation | undefined {
  const listed = useListedConversation(id);
  const fetched = useConversationById(id, listed === undefined);
  return listed ?? fetched;
}

function useListedConversation(id: string | undefined): Conversation | undefined {
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

/**
 * Calls `onGone` when the open conversation, once listed, leaves every list while the main list
 * is still cached: deleted here or on another device (`conversation.removed`). Without the main
 * list (forgotten after a long search) nothing can be concluded, so nothing happens.
 */
export function useWhenRemoved(id: string | undefined, onGone: () => void): void {
  const queryClient = useQueryClient();
  // The lists only: a removed conversation can still be asked for by its id.
  const conversation = useListedConversation(id);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (conversation) seen.current = id;
    else if (id && seen.current === id && queryClient.getQueryData(messagesKeys.list(''))) onGone();
  }, [conversation, id, queryClient, onGone]);
}
