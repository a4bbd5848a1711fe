import type { Conversation, Message } from '@skilllink/contracts/messaging';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fetch-stub';
import { conversationsQueryOptions } from './api/get-conversations';
import { historyQueryOptions } from './api/get-messages';
import { RECEIPT_DELAY_MS } from './receipts';
import { startMessagingSync, type MessagingSync } from './sync';
import { abena, conversation, kwame, me, message, minutesAgo } from './test-fixtures';

// A message becomes "delivered" when any device of the recipient receives it, catch-up
// included, with one `delivered` frame per conversation rather than one per message (ADRs 014
// and 028: receipts are up-to pointers).

const unread = (conversationId: string, seq: number, from = kwame.id): Message =>
  message(conversationId, seq, from, `Message ${seq}`, minutesAgo(10 - seq), { isRead: false });

describe('delivered receipts', () => {
  let queryClient: QueryClient;
  let sync: MessagingSync;
  let open: boolean;
  const frames: unknown[] = [];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames.length = 0;
    open = true;
    queryClient = new QueryClient();
    // Like RealtimeClient.send: a frame is sent only while the socket is open.
    sync = startMessagingSync(queryClient, me.id, (frame) => open && frames.push(frame) > 0);
  });
  afterEach(() => {
    sync.stop();
    vi.useRealTimers();
  });

  it('acknowledges a replayed catch-up with one frame per conversation, up to its newest message', () => {
    let id = 100;
    for (const m of [unread('c-kwame', 3), unread('c-kwame', 4), unread('c-abena', 2, abena.id), unread('c-kwame', 5)]) {
      sync.onEvent({ id: (id += 1), type: 'message.created', message: m, unreadTotal: 1 });
    }
    vi.advanceTimersByTime(RECEIPT_DELAY_MS);
    expect(frames).toEqual([
      { type: 'delivered', conversationId: 'c-kwame', seq: 5 },
      { type: 'delivered', conversationId: 'c-abena', seq: 2 },
    ]);
  });

  it('keeps receipts that found the socket closed and sends them when it opens', () => {
    open = false;
    sync.onEvent({ id: 200, type: 'message.created', message: unread('c-kwame', 7), unreadTotal: 1 });
    vi.advanceTimersByTime(RECEIPT_DELAY_MS);
    expect(frames).toEqual([]);
    open = true;
    sync.onOpen();
    expect(frames).toEqual([{ type: 'delivered', conversationId: 'c-kwame', seq: 7 }]);
  });

  it('acknowledges the unread last messages of a loaded list (sent while no tab was open)', async () => {
    const items: Conversation[] = [
      conversation('c-kwame', kwame, [unread('c-kwame', 1), unread('c-kwame', 2)], { unreadCount: 2 }),
      conversation('c-abena', abena, [message('c-abena', 1, abena.id, 'Read already', minutesAgo(30))]),
    ];
    stubApi({ 'GET /api/v1/conversations': () => json(200, { items, nextCursor: null, unreadTotal: 2 }) });
    await queryClient.fetchInfiniteQuery(conversationsQueryOptions(queryClient, ''));
    vi.advanceTimersByTime(RECEIPT_DELAY_MS);
    expect(frames).toEqual([{ type: 'delivered', conversationId: 'c-kwame', seq: 2 }]);
  });

  it('acknowledges the unread messages of a loaded history page', async () => {
    const items = [message('c-kwame', 1, me.id, 'Mine', minutesAgo(20)), unread('c-kwame', 2), unread('c-kwame', 3)];
    stubApi({ 'GET /api/v1/conversations/c-kwame/messages': () => json(200, { items, nextCursor: null }) });
    await queryClient.fetchInfiniteQuery(historyQueryOptions('c-kwame'));
    vi.advanceTimersByTime(RECEIPT_DELAY_MS);
    expect(frames).toEqual([{ type: 'delivered', conversationId: 'c-kwame', seq: 3 }]);
  });
});
