import { MAX_PLAYBACK_RATE } from '@skilllink/contracts/courses';

/** Growth allowed on top of MAX_PLAYBACK_RATE × the wall clock: timer jitter, a frame or two. */
export const HEARTBEAT_TOLERANCE_MS = 1_000;
/**
 * A heartbeat sooner than this after the anchor can be credited but moves no anchor: otherwise
 * a script beating every few milliseconds would collect the tolerance each time (ADR 032).
 */
export const MIN_BEAT_GAP_MS = 2_000;
/** Beyond this silence the player was paused or gone: the next heartbeat only anchors again. */
export const MAX_BEAT_GAP_MS = 30_000;

export interface WatchState {
  /** Verified furthest point reached by playback the server could time. */
  watchedMs: number;
  /** The anchor: a heartbeat's position, and the server's time when it arrived. */
  beatPositionMs: number | null;
  beatAtMs: number | null;
}

/**
 * One heartbeat's effect. The video counts as watched up to a point only when the player got
 * there by playing from inside what was already verified, no faster than MAX_PLAYBACK_RATE
 * times the server's clock since the anchor (plus the tolerance).
 *
 * The server times a heartbeat by its arrival, so a busy network that delays one heartbeat and
 * not the next makes honest playback look fast. A forward heartbeat that does not fit yet
 * therefore keeps the anchor: a later one (the player sends the last one again after the end)
 * is measured over more wall clock and is credited once real time allows it. A seek back or a
 * replay re-anchors and adds nothing; a single forged "I am at the end" anchors and no more;
 * a jump ahead never fits before that much time has passed, and after MAX_BEAT_GAP_MS of
 * silence only re-anchors, so what lies beyond it counts only once played from the verified part.
 */
export function acceptBeat(prev: WatchState, positionMs: number, nowMs: number): WatchState {
  const anchored = { watchedMs: prev.watchedMs, beatPositionMs: positionMs, beatAtMs: nowMs };
  if (prev.beatPositionMs === null || prev.beatAtMs === null) return anchored;
  const elapsed = nowMs - prev.beatAtMs;
  if (elapsed > MAX_BEAT_GAP_MS) return anchored;
  const moves = elapsed >= MIN_BEAT_GAP_MS;
  const growth = positionMs - prev.beatPositionMs;
  const fromVerified = prev.beatPositionMs <= prev.watchedMs + HEARTBEAT_TOLERANCE_MS;
  if (growth <= 0 || !fromVerified) return moves ? anchored : prev;
  if (growth > elapsed * MAX_PLAYBACK_RATE + HEARTBEAT_TOLERANCE_MS) return prev;
  const watchedMs = Math.max(prev.watchedMs, positionMs);
  return moves ? { ...anchored, watchedMs } : { ...prev, watchedMs };
}
