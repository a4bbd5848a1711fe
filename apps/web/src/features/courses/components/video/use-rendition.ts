import type { VideoRendition } from '@skilllink/contracts/courses';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { addSaved, VIDEO_PRELOAD_BYTES } from '../../../../lib/data-saver-savings';
import { useDataSaver } from '../../../../lib/use-data-saver';
import { bandwidthEstimate, pickRendition, storedQuality, storeQuality, type QualityChoice } from './rendition';

export interface RenditionSource {
  /** The standard video (played when there are no renditions). */
  src: string;
  renditions: VideoRendition[];
  durationSeconds: number;
}

/**
 * The rendition the player plays (pickRendition) and the member's switch between them. A new
 * source (a switch, or data saver turned on or off) goes on where the old one was, playing if it
 * was. Also counts what data saver saved: the standard rendition's bytes minus the low one's for
 * the seconds played, and the preload of a video never played (lib/data-saver-savings.ts).
 */
export function useRendition(video: RefObject<HTMLVideoElement | null>, source: RenditionSource) {
  const saver = useDataSaver();
  const [choice, setChoice] = useState<QualityChoice>(storedQuality);
  // Measured once, when the lesson opens: a later download must not change the video under the member.
  const [bitsPerSecond] = useState(bandwidthEstimate);
  const pick = (c: QualityChoice) => pickRendition(source, { dataSaver: saver.on, bitsPerSecond, choice: c });
  const current = pick(choice);
  const standard = source.renditions.reduce<VideoRendition | null>((top, r) => (top && top.height >= r.height ? top : r), null);
  const src = current?.url ?? source.src;
  // Bytes per second of video the low rendition saves while data saver plays it (0 otherwise).
  const savingRate =
    saver.on && current && standard && current.bytes < standard.bytes
      ? (standard.bytes - current.bytes) / Math.max(1, source.durationSeconds)
      : 0;
  const live = useRef({ savingRate, preload: saver.on && standard ? Math.min(standard.bytes, VIDEO_PRELOAD_BYTES) : 0 });
  useEffect(() => {
    live.current = { savingRate, preload: saver.on && standard ? Math.min(standard.bytes, VIDEO_PRELOAD_BYTES) : 0 };
  });

  // Where the element is, read from its events; ignored while it has nothing loaded, since a new
  // source first resets it to 0 and paused.
  const at = useRef({ time: 0, playing: false, played: false });
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let unsaved = 0;
    const flush = () => {
      addSaved(unsaved);
      unsaved = 0;
    };
    const read = () => {
      if (el.readyState === 0) return;
      const delta = el.currentTime - at.current.time;
      // Played on (not a seek): what the low rendition saved over those seconds.
      if (!el.paused && delta > 0 && delta <= 2) unsaved += delta * live.current.savingRate;
      at.current = { time: el.currentTime, playing: !el.paused && !el.ended, played: at.current.played || !el.paused };
      if (el.paused) flush();
    };
    const events = ['timeupdate', 'play', 'pause', 'seeked', 'ended'];
    events.forEach((name) => el.addEventListener(name, read));
    return () => {
      events.forEach((name) => el.removeEventListener(name, read));
      flush();
      // Never played with data saver on: the preload it did not make is saved.
      if (!at.current.played) addSaved(live.current.preload);
    };
  }, [video]);

  const first = useRef(true);
  useEffect(() => {
    const el = video.current;
    if (first.current || !el) {
      first.current = false;
      return;
    }
    return continueAt(el, at.current);
  }, [video, src]);

  const choose = (next: QualityChoice) => {
    storeQuality(next);
    setChoice(next);
  };
  return { src, choice, choose, current, auto: pick('auto'), renditions: source.renditions };
}

export type RenditionControl = ReturnType<typeof useRendition>;

// Outside the hook because it changes the element. Before the metadata the time set is the start
// position; the once-listener sets it again after the lesson's own resume (useWatchTracking),
// whose listener was registered earlier and so runs first.
function continueAt(el: HTMLVideoElement, { time, playing }: { time: number; playing: boolean }): (() => void) | undefined {
  if (time === 0 && !playing) return;
  el.currentTime = time;
  const resume = () => {
    el.currentTime = time;
    if (playing) void el.play()?.catch(() => undefined);
  };
  el.addEventListener('loadedmetadata', resume, { once: true });
  if (playing) void el.play()?.catch(() => undefined);
  return () => el.removeEventListener('loadedmetadata', resume);
}
