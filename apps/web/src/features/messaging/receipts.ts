import { sendFrame } from './typing';

/**
 * "Delivered" receipts of this tab: which conversations' messages it has received, up to which
 * seq. A catch-up (a replay of missed events, the list or a history page loaded on return)
 * brings many messages at once; they are gathered for RECEIPT_DELAY_MS and sent as one
 * `delivered` frame per conversation, carrying the highest seq — the server moves one pointer
 * for them all. Receipts that find the socket closed wait for it to open (`flushReceipts`).
 */
export const RECEIPT_DELAY_MS = 250;

const pending = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** This tab has received the conversation's messages up to `seq` (the other member's included). */
export function receivedUpTo(conversationId: string, seq: number): void {
  if (seq < 1) return;
  pending.set(conversationId, Math.max(seq, pending.get(conversationId) ?? 0));
  timer ??= setTimeout(flushReceipts, RECEIPT_DELAY_MS);
}

/** Sends what is gathered; what the closed socket could not take stays for the next flush. */
export function flushReceipts(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  for (const [conversationId, seq] of pending) {
    if (!sendFrame({ type: 'delivered', conversationId, seq })) return;
    pending.delete(conversationId);
  }
}

/** Signed out: nothing of this member's is sent later. */
export function dropReceipts(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  pending.clear();
}
