import type { LiveEvent, StoredEvent } from '@skilllink/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import {
  addMessage,
  applicationMoved,
  hasProjectChat,
  historyHas,
  patchConversation,
  putMessage,
  removeConversation,
  setPresence,
  setUnreadTotal,
} from './api/cache';
import { invalidateConversations, invalidateMessaging } from './api/keys';
import { outboxFor } from './outbox';
import { dropReceipts, flushReceipts, receivedUpTo } from './receipts';
import { withMemberRead } from './team';
import { noteTyping, setFrameSender, stopTyping } from './typing';

type PushedEvent = StoredEvent | Exclude<LiveEvent, { type: 'hello' }>;

export interface MessagingSync {
  /** Applies a pushed event to messaging's cache (events of other areas are ignored). */
  onEvent(event: PushedEvent): void;
  /** The socket is open (first time or again): send what the outbox and the receipts hold. */
  onOpen(): void;
  /** Back after a drop: what live events (typing, presence, removals) said meanwhile is refetched. */
  onReconnected(): void;
  stop(): void;
}

/**
 * Messaging's side of the tab's realtime socket, for app/realtime-sync.ts: it maps pushed
 * events to this feature's cache and outbox, and lends the socket to the composer (typing).
 */
export function startMessagingSync(queryClient: QueryClient, memberId: string, send: Parameters<typeof setFrameSender>[0]): MessagingSync {
  const outbox = outboxFor(memberId);
  const flush = () => void outbox.flush(queryClient);
  const onStorage = (event: StorageEvent) => {
    if (event.key === `sl-outbox:${memberId}`) outbox.reload();
  };
  setFrameSender(send);
  window.addEventListener('online', flush);
  window.addEventListener('storage', onStorage);

  return {
    onEvent(event) {
      switch (event.type) {
        case 'message.created': {
          const { message } = event;
          const mine = message.senderId === memberId;
          const conversation = { id: message.conversationId };
          const isNew = !historyHas(queryClient, message);
          addMessage(queryClient, message);
          if (mine) {
            // Stored (here or on another device): whatever the outbox still holds of it is done.
            outbox.remove(message.clientId);
          } else {
            stopTyping(conversation.id, message.senderId);
            if (isNew) patchConversation(queryClient, conversation.id, (c) => ({ ...c, unreadCount: c.unreadCount + 1 }));
            // This device has it: the author sees "delivered" (one frame for a burst, e.g. a replay).
            receivedUpTo(conversation.id, message.seq);
          }
          setUnreadTotal(queryClient, event.unreadTotal);
          break;
        }
        case 'message.updated':
          putMessage(queryClient, event.message, { insert: false });
          break;
        case 'conversation.updated': {
          const { memberId, readSeq, unreadCount } = event;
          // A project's chat: one member's read pointer moved (ADR 058); else the other member's pointers.
          if (memberId)
            patchConversation(queryClient, event.conversationId, (c) => ({ ...withMemberRead(c, memberId, readSeq), unreadCount }));
          else patchConversation(queryClient, event.conversationId, { readSeq, deliveredSeq: event.deliveredSeq, unreadCount });
          setUnreadTotal(queryClient, event.unreadTotal);
          break;
        }
        case 'workspace.changed':
          // The team may have changed (someone joined or left, maybe me): a listed team chat is asked again.
          if (hasProjectChat(queryClient, event.projectId)) void invalidateConversations(queryClient);
          break;
        case 'conversation.removed':
          removeConversation(queryClient, event.conversationId);
          void invalidateMessaging(queryClient);
          break;
        case 'typing':
          if (event.memberId !== memberId) noteTyping(event.conversationId, event.memberId);
          break;
        case 'presence':
          setPresence(queryClient, event.memberId, event.online);
          break;
        case 'notification.created': {
          // My application moved: a conversation about it may have closed (ADR 054).
          const { kind, data, params } = event.notification;
          if (kind !== 'job.application_status' || !data.applicationId) break;
          applicationMoved(queryClient, data.applicationId, String(params.status ?? ''));
          void invalidateConversations(queryClient);
          break;
        }
      }
    },
    onOpen() {
      flush();
      flushReceipts();
    },
    onReconnected() {
      void invalidateMessaging(queryClient);
    },
    stop() {
      setFrameSender(null);
      dropReceipts();
      window.removeEventListener('online', flush);
      window.removeEventListener('storage', onStorage);
    },
  };
}
