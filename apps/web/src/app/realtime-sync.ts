import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey } from '../features/auth/api/get-session';
import { connectionsKeys, invalidateNetwork, setPresence, shownPeople } from '../features/connections/api/keys';
import { invalidateJobs } from '../features/jobs/api/keys';
import { listedMembers } from '../features/messaging/api/cache';
import { messagesKeys } from '../features/messaging/api/keys';
import { startMessagingSync, type MessagingSync } from '../features/messaging/sync';
import { addNotification, invalidateNotifications, setUnreadCount } from '../features/notifications/api/keys';
import { invalidateReferrals } from '../features/referrals/api/keys';
import { invalidateProject, invalidateWorkspaceLists } from '../features/workspace/api/keys';
import { RealtimeClient } from '../lib/realtime';

/** Notifications that mean the member's network changed while they may not have been looking. */
const NETWORK_NOTIFICATIONS = new Set(['connection_request', 'connection_accepted']);

/**
 * The signed-in tab's realtime socket, and what each pushed event does to the query cache:
 * the one place app/ maps events to the areas' cache helpers (areas never see the socket).
 * Nothing polls: a reconnect refetches what live events would have said meanwhile.
 * (The file is not named use-*: app/use-* modules go into the entry chunk every visitor
 * loads, and this belongs to the signed-in shell's chunk.)
 */
export function useRealtime(memberId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!memberId) return;
    // Messaging maps its own events (messages, receipts, typing) and holds the outbox.
    let messaging: MessagingSync | undefined = undefined;
    const client = new RealtimeClient({
      onEvent(event) {
        messaging?.onEvent(event);
        switch (event.type) {
          case 'notification.created':
            addNotification(queryClient, event.notification, event.unreadCount);
            if (NETWORK_NOTIFICATIONS.has(event.notification.type)) void invalidateNetwork(queryClient);
            if (event.notification.kind?.startsWith('job.')) void invalidateJobs(queryClient);
            if (event.notification.kind?.startsWith('workspace.')) void invalidateWorkspaceLists(queryClient);
            if (event.notification.kind?.startsWith('referral.')) void invalidateReferrals(queryClient);
            break;
          case 'referrals.changed':
            void invalidateReferrals(queryClient);
            break;
          case 'workspace.changed':
            void invalidateProject(queryClient, event.projectId);
            break;
          case 'notifications.changed':
            setUnreadCount(queryClient, event.unreadCount);
            void invalidateNotifications(queryClient);
            break;
          case 'network.changed':
            void invalidateNetwork(queryClient);
            break;
          case 'presence':
            setPresence(queryClient, event.memberId, event.online);
            break;
        }
      },
      onReconnected(resync) {
        if (resync) {
          void queryClient.invalidateQueries();
          return;
        }
        void invalidateNetwork(queryClient);
        void invalidateNotifications(queryClient);
        // What the team changed while the socket was down.
        void queryClient.invalidateQueries({ queryKey: ['workspace'] });
        // Friends who joined or completed while the socket was down.
        void invalidateReferrals(queryClient);
        messaging?.onReconnected();
      },
      onStatus(status) {
        if (status === 'open') messaging?.onOpen();
      },
      onSignedOut() {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      },
    });
    messaging = startMessagingSync(queryClient, memberId, (frame) => client.send(frame));
    client.start();
    // Whenever the cards or conversations on screen change, ask for their members' presence
    // (debounced: a page of results settles in a few cache updates). The server keeps only the
    // member's connections among them (ADR 028): a former connection's dot stays as last loaded.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watched = new Set<unknown>([connectionsKeys.all[0], messagesKeys.all[0]]);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (!watched.has(event.query.queryKey[0])) return;
      clearTimeout(timer);
      timer = setTimeout(() => client.watch([...shownPeople(queryClient), ...listedMembers(queryClient)]), 300);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
      client.stop();
      messaging?.stop();
    };
  }, [queryClient, memberId]);
}
