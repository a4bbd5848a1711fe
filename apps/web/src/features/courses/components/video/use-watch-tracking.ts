import { useEffect, useRef, type RefObject } from 'react';
import { HEARTBEAT_INTERVAL_MS } from '../../constants';

interface WatchOptions {
  /** Where the member stopped last time (seconds). */
  startAt: number;
  /**
   * A heartbeat: where the video is now. The server times them, keeps what was really watched
   * and completes the lesson at 90 % (ADR 032). `end` when the video ended: which sending of the
   * last heartbeat this is (0, then each retry), and the answer says whether the lesson is now
   * complete (`false` asks for the retry).
   */
  onBeat: (positionSeconds: number, end: number | null, played: Array<[number, number]>) => Promise<boolean> | void;
}

/** The stretches of the video this element has played (its `played` ranges): what offline watching reports (ADR 073). */
function playedRanges(el: HTMLVideoElement): Array<[number, number]> {
  const ranges = el.played;
  const out: Array<[number, number]> = [];
  for (let i = 0; i < (ranges?.length ?? 0); i++) out.push([ranges.start(i), ranges.end(i)]);
  return out;
}

/**
 * After the end, the last heartbeat is sent again this long after the previous answer while
 * the lesson is not complete and the video still stands at its end. The server times heartbeats
 * by their arrival: when a busy network delayed an earlier one, the last one can arrive "too
 * fast" for what it reports, and only a later one, measured over more real time, counts it.
 */
export const END_RETRY_MS = [2_500, 10_000];

/**
 * Resumes where the member stopped, then reports the position as heartbeats: on play, every
 * HEARTBEAT_INTERVAL_MS of wall clock while playing, on seek, pause and end (again after
 * END_RETRY_MS while the lesson is not complete), and when the lesson or page is left. Whether the lesson is complete is the server's answer, not ours.
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
  let retry: ReturnType<typeof setTimeout> | undefined;
  const beat = (end: number | null = null) => {
    if (!played) return;
    lastBeat = Date.now();
    return latest.current.onBeat(Math.round((el.currentTime || 0) * 100) / 100, end, playedRanges(el));
  };
  const endBeat = async (sending: number) => {
    const complete = await beat(sending);
    const wait = END_RETRY_MS[sending];
    if (complete !== false || wait === undefined || !el.ended) return;
    retry = setTimeout(() => void (el.ended && endBeat(sending + 1)), wait);
  };
  const onPlay = () => {
    played = true;
    clearTimeout(retry);
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
  const onSeeked = () => void beat();
  const onEnded = () => void endBeat(0);
  const onPause = () => void beat();
  const onHide = () => {
    if (document.visibilityState === 'hidden') void beat();
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
    clearTimeout(retry);
    void beat();
    listening.abort();
  };
}
