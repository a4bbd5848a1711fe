import { MAX_PLAYBACK_RATE } from '@skilllink/contracts/courses';
import { HEARTBEAT_TOLERANCE_MS } from './watch-clock.js';

/**
 * How far offline watching moves the verified point (ADR 073). Like a heartbeat it counts only
 * playback that continues from what is already verified (the union of the segments, walked from
 * the verified point; a gap ends it), and only as much as real time allows at the fastest
 * playback speed: the device's own span (endedAt − startedAt) and the server's time since the
 * lesson was last seen online, whichever is less. The second bound is the one a member cannot
 * move: a device clock can lie, the server's anchor cannot be set into the past.
 */
export function offlineCredit(p: {
  watchedMs: number;
  durationMs: number;
  segmentsMs: { from: number; to: number }[];
  deviceSpanMs: number;
  serverSpanMs: number;
}): number {
  let reach = p.watchedMs;
  for (const s of [...p.segmentsMs].sort((a, b) => a.from - b.from)) {
    // A gap as small as a heartbeat's tolerance is timer jitter between two recorded stretches.
    if (s.from > reach + HEARTBEAT_TOLERANCE_MS) break;
    reach = Math.max(reach, s.to);
  }
  // No tolerance on top, unlike a heartbeat: reports sent in a burst would each collect it.
  const allowedMs = MAX_PLAYBACK_RATE * Math.max(0, Math.min(p.deviceSpanMs, p.serverSpanMs));
  return Math.min(reach, p.watchedMs + allowedMs, p.durationMs);
}
