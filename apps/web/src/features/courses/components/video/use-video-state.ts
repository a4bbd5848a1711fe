import { useEffect, useMemo, useState, type RefObject } from 'react';

export interface VideoState {
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  fullscreen: boolean;
}

const initial: VideoState = { playing: false, currentTime: 0, duration: 0, volume: 1, muted: false, rate: 1, fullscreen: false };
const EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'ratechange', 'seeked'];

/** Reads the element into state; outside the hook because it only touches the DOM. */
function stateReader(
  video: RefObject<HTMLVideoElement | null>,
  container: RefObject<HTMLElement | null>,
  setState: (state: VideoState) => void,
): () => void {
  return () => {
    const el = video.current;
    if (!el) return;
    setState({
      playing: !el.paused && !el.ended,
      currentTime: el.currentTime || 0,
      duration: Number.isFinite(el.duration) ? el.duration : 0,
      volume: el.volume,
      muted: el.muted,
      rate: el.playbackRate,
      fullscreen: document.fullscreenElement != null && document.fullscreenElement === container.current,
    });
  };
}

/** What the <video> is doing, read back from the element on each of its events (the element is the truth). */
export function useVideoState(video: RefObject<HTMLVideoElement | null>, container: RefObject<HTMLElement | null>) {
  const [state, setState] = useState(initial);

  const sync = useMemo(() => stateReader(video, container, setState), [video, container]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    EVENTS.forEach((name) => el.addEventListener(name, sync));
    document.addEventListener('fullscreenchange', sync);
    return () => {
      EVENTS.forEach((name) => el.removeEventListener(name, sync));
      document.removeEventListener('fullscreenchange', sync);
    };
  }, [video, sync]);

  return { state, sync };
}
