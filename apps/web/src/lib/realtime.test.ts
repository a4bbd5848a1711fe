import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@skilllink/contracts/realtime';
import { backoffDelay, RealtimeClient, type RealtimeHandlers } from './realtime';

/** Stands in for the browser's WebSocket: records what the client opened and lets the test play the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 1;
  sent: unknown[] = [];
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  emit(event: ServerEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.closed = true;
    this.onclose?.({ code });
  }
  send(frame: string) {
    this.sent.push(JSON.parse(frame));
  }
  close() {
    this.closed = true;
  }
}

const notification = (id: number): ServerEvent => ({
  id,
  type: 'notification.created',
  notification: {
    id: `n${id}`,
    type: 'system',
    kind: 'account.welcome',
    params: {},
    fallback: null,
    data: {},
    isRead: false,
    createdAt: new Date().toISOString(),
  },
  unreadCount: 1,
});

function handlers() {
  return { onEvent: vi.fn(), onReconnected: vi.fn(), onSignedOut: vi.fn() } satisfies RealtimeHandlers;
}

describe('realtime client', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resumes after a drop from the last event it saw, and hands on each event once', () => {
    const h = handlers();
    const client = new RealtimeClient(h, 'ws://app/api/realtime');
    client.start();
    const first = FakeSocket.all[0]!;
    expect(first.url).toBe('ws://app/api/realtime');
    first.emit({ type: 'hello', lastEventId: 10, resync: false });
    first.emit(notification(11));
    first.drop();

    vi.advanceTimersByTime(1_000);
    const second = FakeSocket.all[1]!;
    expect(second.url).toBe('ws://app/api/realtime?since=11');
    second.emit({ type: 'hello', lastEventId: 11, resync: false });
    second.emit(notification(11));
    second.emit(notification(12));

    expect(h.onReconnected).toHaveBeenCalledWith(false);
    expect(h.onEvent.mock.calls.map(([e]) => (e as { id: number }).id)).toEqual([11, 12]);
    client.stop();
  });

  it('backs off longer after each failed attempt, up to 30 s', () => {
    const half = () => 0.5;
    expect(backoffDelay(0, half)).toBe(375);
    expect(backoffDelay(3, half)).toBe(3_000);
    expect(backoffDelay(20, half)).toBe(22_500);
    const h = handlers();
    const client = new RealtimeClient(h, 'ws://app/api/realtime');
    client.start();
    FakeSocket.all[0]!.drop();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    vi.advanceTimersByTime(400);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(600);
    expect(FakeSocket.all).toHaveLength(3);
    client.stop();
  });

  it('stops when the server says the session is gone', () => {
    const h = handlers();
    const client = new RealtimeClient(h, 'ws://app/api/realtime');
    client.start();
    FakeSocket.all[0]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(h.onSignedOut).toHaveBeenCalled();
  });

  it('asks for a full refetch when the server could not replay everything', () => {
    const h = handlers();
    const client = new RealtimeClient(h, 'ws://app/api/realtime');
    client.start();
    FakeSocket.all[0]!.emit({ type: 'hello', lastEventId: 500, resync: true });
    expect(h.onReconnected).toHaveBeenCalledWith(true);
    client.stop();
    expect(FakeSocket.all[0]!.closed).toBe(true);
  });

  it('asks for the presence of the members the tab shows, again after a reconnect, and only when the list changes', () => {
    const client = new RealtimeClient(handlers(), 'ws://app/api/realtime');
    client.start();
    const first = FakeSocket.all[0]!;
    first.emit({ type: 'hello', lastEventId: 0, resync: false });
    client.watch(['b', 'a', 'b']);
    client.watch(['a', 'b']);
    expect(first.sent).toEqual([{ type: 'watch', ids: ['a', 'b'] }]);
    first.drop();
    vi.advanceTimersByTime(1_000);
    const second = FakeSocket.all[1]!;
    second.emit({ type: 'hello', lastEventId: 0, resync: false });
    expect(second.sent).toEqual([{ type: 'watch', ids: ['a', 'b'] }]);
    client.stop();
  });

  it('refetches when its very first connection only opened after failed attempts', () => {
    const h = handlers();
    const client = new RealtimeClient(h, 'ws://app/api/realtime');
    client.start();
    FakeSocket.all[0]!.drop();
    vi.advanceTimersByTime(1_000);
    const second = FakeSocket.all[1]!;
    expect(second.url).toBe('ws://app/api/realtime');
    second.emit({ type: 'hello', lastEventId: 3, resync: false });
    expect(h.onReconnected).toHaveBeenCalledWith(false);
    client.stop();
  });

  it('does not refetch after a first connection that opened at once', () => {
    const h = handlers();
    const client = new RealtimeClient(h, 'ws://app/api/realtime');
    client.start();
    FakeSocket.all[0]!.emit({ type: 'hello', lastEventId: 3, resync: false });
    expect(h.onReconnected).not.toHaveBeenCalled();
    client.stop();
  });

  it('sends frames on the open socket and drops those written while disconnected', () => {
    const client = new RealtimeClient(handlers(), 'ws://app/api/realtime');
    client.start();
    const socket = FakeSocket.all[0]!;
    socket.emit({ type: 'hello', lastEventId: 1, resync: false });
    client.send({ type: 'typing', conversationId: 'c1' });
    expect(socket.sent).toEqual([{ type: 'typing', conversationId: 'c1' }]);
    socket.readyState = 3;
    socket.drop();
    client.send({ type: 'delivered', conversationId: 'c1', seq: 4 });
    vi.advanceTimersByTime(60_000);
    const next = FakeSocket.all[1]!;
    next.emit({ type: 'hello', lastEventId: 1, resync: false });
    expect(next.sent).toEqual([]);
    expect(socket.sent).toHaveLength(1);
    client.stop();
  });
});
