import { TYPING_SHOW_MS } from '@skilllink/contracts/constants';
import type { Conversation } from '@skilllink/contracts/messaging';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fetch-stub';
import { findConversation } from './api/cache';
import { messagesKeys, type ConversationPages, type HistoryPages } from './api/keys';
import { statusOf } from './me';
import { outboxFor, resetOutboxes } from './outbox';
import { RECEIPT_DELAY_MS } from './receipts';
import { startMessagingSync, type MessagingSync } from './sync';
import { abena, conversation, kwame, me, message, minutesAgo } from './test-fixtures';
import { useTyping } from './typing';

const k1 = message('c-kwame', 1, kwame.id, 'Hi', minutesAgo(30));
const k2 = message('c-kwame', 2, me.id, 'Hello', minutesAgo(20));
const a1 = message('c-abena', 1, abena.id, 'Morning', minutesAgo(10));

function seed() {
  const queryClient = new QueryClient();
  const list: ConversationPages = {
    pages: [
      {
        items: [conversation('c-abena', abena, [a1]), conversation('c-kwame', kwame, [k1, k2], { deliveredSeq: 1, readSeq: 1 })],
        nextCursor: null,
        unreadTotal: 0,
      },
    ],
    pageParams: [null],
  };
  queryClient.setQueryData(messagesKeys.list(''), list);
  queryClient.setQueryData<HistoryPages>(messagesKeys.history('c-kwame'), {
    pages: [{ items: [k1, k2], nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData(messagesKeys.unread(), 0);
  return queryClient;
}

const history = (queryClient: QueryClient) =>
  queryClient.getQueryData<HistoryPages>(messagesKeys.history('c-kwame'))!.pages.flatMap((page) => page.items.map((m) => m.content));
const order = (queryClient: QueryClient) =>
  queryClient.getQueryData<ConversationPages>(messagesKeys.list(''))!.pages[0]!.items.map((c: Conversation) => c.id);

describe('messaging events from the realtime channel', () => {
  let queryClient: QueryClient;
  let sync: MessagingSync;
  const frames: unknown[] = [];

  beforeEach(() => {
    resetOutboxes();
    frames.length = 0;
    queryClient = seed();
    sync = startMessagingSync(queryClient, me.id, (frame) => frames.push(frame));
  });
  afterEach(() => sync.stop());

  it('message.created from the other member: appended once, conversation on top, unread counted, delivered acked', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const k3 = message('c-kwame', 3, kwame.id, 'You there?', new Date().toISOString(), { isRead: false });
    const event = { id: 7, type: 'message.created' as const, message: k3, unreadTotal: 1 };
    sync.onEvent(event);
    sync.onEvent(event);
    expect(history(queryClient)).toEqual(['Hi', 'Hello', 'You there?']);
    expect(order(queryClient)).toEqual(['c-kwame', 'c-abena']);
    const kwameConversation = findConversation(queryClient, 'c-kwame')!;
    expect(kwameConversation.unreadCount).toBe(1);
    expect(kwameConversation.lastMessage?.content).toBe('You there?');
    expect(queryClient.getQueryData(messagesKeys.unread())).toBe(1);
    vi.advanceTimersByTime(RECEIPT_DELAY_MS);
    vi.useRealTimers();
    expect(frames).toContainEqual({ type: 'delivered', conversationId: 'c-kwame', seq: 3 });
  });

  it('my own message.created (another device, or the answer lost) clears it from the outbox without doubling it', () => {
    const entry = outboxFor(me.id).add('c-kwame', 'From my phone');
    const mine = message('c-kwame', 3, me.id, 'From my phone', new Date().toISOString(), { clientId: entry.clientId });
    sync.onEvent({ id: 8, type: 'message.created', message: mine, unreadTotal: 0 });
    sync.onEvent({ id: 9, type: 'message.created', message: { ...mine }, unreadTotal: 0 });
    expect(history(queryClient)).toEqual(['Hi', 'Hello', 'From my phone']);
    expect(outboxFor(me.id).entries()).toEqual([]);
    expect(frames).toEqual([]);
    expect(findConversation(queryClient, 'c-kwame')!.unreadCount).toBe(0);
  });

  it('message.updated replaces the message (edited, deleted) and the list preview', () => {
    sync.onEvent({ id: 10, type: 'message.updated', message: { ...k2, content: '', deleted: true } });
    expect(history(queryClient)).toEqual(['Hi', '']);
    expect(findConversation(queryClient, 'c-kwame')!.lastMessage?.deleted).toBe(true);
    // An edit of a message on a page not loaded stays out of the history (it has no place yet).
    const older = message('c-kwame', 0, kwame.id, 'Very old, edited', minutesAgo(900), { editedAt: new Date().toISOString() });
    sync.onEvent({ id: 15, type: 'message.updated', message: older });
    expect(history(queryClient)).toEqual(['Hi', '']);
  });

  it('conversation.updated moves the receipts and the unread counts', () => {
    expect(statusOf(k2, findConversation(queryClient, 'c-kwame'))).toBe('sent');
    sync.onEvent({
      id: 11,
      type: 'conversation.updated',
      conversationId: 'c-kwame',
      readSeq: 1,
      deliveredSeq: 2,
      unreadCount: 0,
      unreadTotal: 4,
    });
    expect(statusOf(k2, findConversation(queryClient, 'c-kwame'))).toBe('delivered');
    sync.onEvent({
      id: 12,
      type: 'conversation.updated',
      conversationId: 'c-kwame',
      readSeq: 2,
      deliveredSeq: 2,
      unreadCount: 0,
      unreadTotal: 3,
    });
    expect(statusOf(k2, findConversation(queryClient, 'c-kwame'))).toBe('read');
    expect(queryClient.getQueryData(messagesKeys.unread())).toBe(3);
  });

  it('typing shows for TYPING_SHOW_MS and stops when their message arrives', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useTyping('c-kwame'));
      act(() => sync.onEvent({ type: 'typing', conversationId: 'c-kwame', memberId: kwame.id }));
      expect(result.current).toBe(kwame.id);
      act(() => vi.advanceTimersByTime(TYPING_SHOW_MS));
      expect(result.current).toBeNull();
      act(() => sync.onEvent({ type: 'typing', conversationId: 'c-kwame', memberId: kwame.id }));
      const k3 = message('c-kwame', 3, kwame.id, 'Done', new Date().toISOString());
      act(() => sync.onEvent({ id: 13, type: 'message.created', message: k3, unreadTotal: 1 }));
      expect(result.current).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('presence flips the online dot; conversation.removed drops the conversation', () => {
    sync.onEvent({ type: 'presence', memberId: abena.id, online: true });
    expect(findConversation(queryClient, 'c-abena')!.participants[0]!.isOnline).toBe(true);
    sync.onEvent({ type: 'conversation.removed', conversationId: 'c-kwame' });
    expect(order(queryClient)).toEqual(['c-abena']);
    expect(queryClient.getQueryData(messagesKeys.history('c-kwame'))).toBeUndefined();
  });

  it('a status notification about my application closes its conversations once the status is final (ADR 054)', () => {
    const about = {
      applicationId: 'app-1',
      listing: { title: 'Designer', company: null, kind: 'job' as const },
      status: 'pending' as const,
      closed: false,
    };
    const list = queryClient.getQueryData<ConversationPages>(messagesKeys.list(''))!;
    queryClient.setQueryData<ConversationPages>(messagesKeys.list(''), {
      ...list,
      pages: [{ ...list.pages[0]!, items: list.pages[0]!.items.map((c) => (c.id === 'c-kwame' ? { ...c, about } : c)) }],
    });
    const notice = (status: string) =>
      sync.onEvent({
        id: 1,
        type: 'notification.created',
        notification: {
          id: `n-${status}`,
          type: 'other',
          kind: 'job.application_status',
          params: { jobTitle: 'Designer', status, listing: 'job' },
          fallback: null,
          data: { jobId: 'job-1', applicationId: 'app-1' },
          isRead: false,
          createdAt: new Date().toISOString(),
        },
        unreadCount: 1,
      });
    notice('interviewed');
    expect(findConversation(queryClient, 'c-kwame')!.about).toMatchObject({ status: 'interviewed', closed: false });
    notice('rejected');
    expect(findConversation(queryClient, 'c-kwame')!.about).toMatchObject({ status: 'rejected', closed: true });
    expect(findConversation(queryClient, 'c-abena')!.about).toBeNull();
  });

  it('a message in a conversation no list holds makes the lists refetch', () => {
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const other = message('c-new', 1, 'm-esi', 'Hello there', new Date().toISOString());
    sync.onEvent({ id: 14, type: 'message.created', message: other, unreadTotal: 1 });
    expect(spy).toHaveBeenCalledWith({ queryKey: messagesKeys.lists() });
  });

  it('sends the outbox when the socket opens and when the browser is back online; refetches after a reconnect', async () => {
    const api = stubApi({
      'POST /api/v1/conversations/c-kwame/messages': (call) => {
        const { clientId, content } = call.body as { clientId: string; content: string };
        return json(201, { message: message('c-kwame', 3, me.id, content, new Date().toISOString(), { clientId }) });
      },
    });
    outboxFor(me.id).add('c-kwame', 'Queued');
    sync.onOpen();
    await vi.waitFor(() => expect(outboxFor(me.id).entries()).toEqual([]));
    expect(history(queryClient)).toEqual(['Hi', 'Hello', 'Queued']);
    outboxFor(me.id).add('c-kwame', 'Queued 2');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    sync.onReconnected();
    expect(spy).toHaveBeenCalledWith({ queryKey: messagesKeys.all });
  });
});
