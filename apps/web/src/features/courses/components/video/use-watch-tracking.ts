import { useEffect, useRef, type RefObject } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '../../constants';

interface WatchOptions {
  /** Where the member stopped last time (seconds). */
  startAt: number;
  /**
   * A heartbeat: where the video is now. The server times them, keeps what was really watched
   * and completes the lesson at 90 % (ADR 032); `final` when the video ended.
   */
  onBeat: (positionSeconds: number, final: boolean) => void;
}

/**
 * Resumes where the member stopped, then reports the position as heartbeats: on play, every
 * HEARTBEAT_INTERVAL_MS of wall clock while playing, on seek, pause and end, and when the
 * lesson or page is left. Whether the lesson is complete is the server's answer, not ours.
 */
export function useWatchTracking(video: RefObject<HTMLVideoElement | null>, options: WatchOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => (video.current ? track(video.current, latest) : undefined), [video]);
}

// The element's own events do the work; outside the hook because it changes the element (resume).
function track(el: HTMLVideoElement, latest: { current: WatchOptions }): () => void {
  // Nothing is sent before the member pressed play: an unplayed video has nothing to report.
  let played = false;
  let lastBeat = 0;
  const beat = (final = false) => {
    if (!played) return;
    lastBeat = Date.now();
    latest.current.onBeat(Math.round((el.currentTime || 0) * 100) / 100, final);
  };
  const onPlay = () => {
    played = true;
    beat();
  };
  const onMetadata = () => {
    const start = latest.current.startAt;
    const total = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : Infinity;
    // Resume, unless the member had reached the very end (then start again).
    if (start > 0 && start < total - 2) el.currentTime = start;
  };
  const onTime = () => {
    if (!el.paused && Date.now() - lastBeat >= HEARTBEAT_INTERVAL_MS) beat();
  };
  const onSeeked = () => beat();
  const onEnded = () => beat(true);
  const onPause = () => beat();
  const onHide = () => {
    if (document.visibilityState === 'hidden') beat();
  };

  if (el.readyState >= 1) onMetadata();
  // One signal removes every listener when the lesson changes or the player goes away.
  const listening = new AbortController();
  const on = { signal: listening.signal };
  el.addEventListener('loadedmetadata', onMetadata, on);
  el.addEventListener('play', onPlay, on);
  el.addEventListener('timeupdate', onTime, on);
  el.addEventListener('seeked', onSeeked, on);
  el.addEventListener('ended', onEnded, on);
  el.addEventListener('pause', onPause, on);
  document.addEventListener('visibilitychange', onHide, on);
  window.addEventListener('pagehide', onPause, on);
  return () => {
    beat();
    listening.abort();
  };
}
