import type { ClientFrame } from '@skilllink/contracts/realtime';
import { TYPING_SHOW_MS } from '@skilllink/contracts/constants';
import { useCallback, useSyncExternalStore } from 'react';

// Who is typing where: the present only, never stored, so a tiny store beside the query cache.
// The realtime sync feeds it; the header and the list rows read it.

const typing = new Map<string, { memberId: string; timer: ReturnType<typeof setTimeout> }>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The other member typed in a conversation: shown for TYPING_SHOW_MS after their last frame. */
export function noteTyping(conversationId: string, memberId: string): void {
  clearTimeout(typing.get(conversationId)?.timer);
  const timer = setTimeout(() => stopTyping(conversationId, memberId), TYPING_SHOW_MS);
  typing.set(conversationId, { memberId, timer });
  notify();
}

/** They stopped (time passed, or their message arrived). */
export function stopTyping(conversationId: string, memberId: string): void {
  const current = typing.get(conversationId);
  if (!current || current.memberId !== memberId) return;
  clearTimeout(current.timer);
  typing.delete(conversationId);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member typing in the conversation now, or null. */
export function useTyping(conversationId: string | undefined): string | null {
  const snapshot = useCallback(() => (conversationId ? (typing.get(conversationId)?.memberId ?? null) : null), [conversationId]);
  return useSyncExternalStore(subscribe, snapshot);
}

type Frame = Exclude<ClientFrame, { type: 'watch' }>;
/** Sends a frame; answers `false` when the socket is not open (the frame was not sent). */
type FrameSender = (frame: Frame) => unknown;
let channel: FrameSender | null = null;

/** The tab's realtime socket, as the sync lends it (null when signed out). */
export function setFrameSender(send: FrameSender | null): void {
  channel = send;
}

/** Sends a frame if the socket is there; false if it was dropped (frames describe the present). */
export function sendFrame(frame: Frame): boolean {
  return channel ? channel(frame) !== false : false;
}
