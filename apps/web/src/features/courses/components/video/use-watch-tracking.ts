import { useEffect, useRef, type RefObject } from 'react';
import { POSITION_SAVE_SECONDS, VIDEO_COMPLETE_PERCENT } from '../../constants';

interface WatchOptions {
  /** Where the member stopped last time (seconds). */
  startAt: number;
  /** Already completed: watching again does not complete it twice. */
  completed: boolean;
  /** The lesson's length from the server, until the video's own is known. */
  fallbackDuration: number;
  onSavePosition: (seconds: number) => void;
  /** Once, at the end or at 90 % (spec §4), with how far the member got. */
  onWatched: (watchedSeconds: number) => void;
}

/**
 * Resumes where the member stopped, saves the position every ~10 s of playback, on pause and
 * when the lesson or page is left, and reports the lesson watched at 90 % or the end.
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
  let lastSaved = latest.current.startAt;
  let done = latest.current.completed;
  let furthest = 0;
  // Nothing is saved before the member pressed play: an unplayed video would report 0.
  let played = false;
  const onPlay = () => (played = true);

  const save = (force = false) => {
    const position = Math.floor(el.currentTime || 0);
    if (!played) return;
    if (position === Math.floor(lastSaved) || (!force && Math.abs(position - lastSaved) < POSITION_SAVE_SECONDS)) return;
    lastSaved = position;
    latest.current.onSavePosition(position);
  };
  const duration = () => (Number.isFinite(el.duration) && el.duration > 0 ? el.duration : latest.current.fallbackDuration);
  const finish = (watched: number) => {
    if (done) return;
    done = true;
    latest.current.onWatched(Math.round(watched * 100) / 100);
  };
  const onMetadata = () => {
    const start = latest.current.startAt;
    // Resume, unless the member had reached the very end (then start again).
    if (start > 0 && start < duration() - 2) el.currentTime = start;
  };
  const onTime = () => {
    furthest = Math.max(furthest, el.currentTime || 0);
    if (!el.paused) save();
    const total = duration();
    if (total > 0 && ((el.currentTime || 0) / total) * 100 >= VIDEO_COMPLETE_PERCENT) finish(el.currentTime);
  };
  const onEnded = () => {
    save(true);
    finish(Math.max(furthest, duration()));
  };
  const onPause = () => save(true);
  const onHide = () => {
    if (document.visibilityState === 'hidden') save(true);
  };

  if (el.readyState >= 1) onMetadata();
  // One signal removes every listener when the lesson changes or the player goes away.
  const listening = new AbortController();
  const on = { signal: listening.signal };
  el.addEventListener('loadedmetadata', onMetadata, on);
  el.addEventListener('play', onPlay, on);
  el.addEventListener('timeupdate', onTime, on);
  el.addEventListener('seeked', onTime, on);
  el.addEventListener('ended', onEnded, on);
  el.addEventListener('pause', onPause, on);
  document.addEventListener('visibilitychange', onHide, on);
  window.addEventListener('pagehide', onPause, on);
  return () => {
    save(true);
    listening.abort();
  };
}
