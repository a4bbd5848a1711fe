import { MAX_PLAYBACK_RATE } from '@skilllink/contracts/courses';

/** Growth allowed on top of MAX_PLAYBACK_RATE × the wall clock: timer jitter, a frame or two. */
export const HEARTBEAT_TOLERANCE_MS = 1_000;
/**
 * A heartbeat sooner than this after the last accepted one moves no anchor: otherwise a script
 * beating every few milliseconds would collect the tolerance each time (ADR 032).
 */
export const MIN_BEAT_GAP_MS = 2_000;
/** Beyond this silence the player was paused or gone: the next heartbeat only anchors again. */
export const MAX_BEAT_GAP_MS = 30_000;

export interface WatchState {
  /** Verified furthest point reached by playback the server could time. */
  watchedMs: number;
  /** The last accepted heartbeat: the player's position then, and the server's time then. */
  beatPositionMs: number | null;
  beatAtMs: number | null;
}

/**
 * One heartbeat's effect. The video counts as watched up to a point only when the player got
 * there by playing from inside what was already verified, no faster than MAX_PLAYBACK_RATE
 * times the server's clock (plus the tolerance): a seek forward re-anchors without credit (and
 * what follows it counts only once the member plays on from the verified part again), a seek
 * back or a replay adds nothing, and a single forged "I am at the end" anchors and no more.
 */
export function acceptBeat(prev: WatchState, positionMs: number, nowMs: number): WatchState {
  if (prev.beatPositionMs === null || prev.beatAtMs === null)
    return { watchedMs: prev.watchedMs, beatPositionMs: positionMs, beatAtMs: nowMs };
  const elapsed = nowMs - prev.beatAtMs;
  if (elapsed < MIN_BEAT_GAP_MS) return prev;
  const anchored = { beatPositionMs: positionMs, beatAtMs: nowMs };
  if (elapsed > MAX_BEAT_GAP_MS) return { watchedMs: prev.watchedMs, ...anchored };
  const growth = positionMs - prev.beatPositionMs;
  const fits = growth > 0 && growth <= elapsed * MAX_PLAYBACK_RATE + HEARTBEAT_TOLERANCE_MS;
  const fromVerified = prev.beatPositionMs <= prev.watchedMs + HEARTBEAT_TOLERANCE_MS;
  return { watchedMs: fits && fromVerified ? Math.max(prev.watchedMs, positionMs) : prev.watchedMs, ...anchored };
}
