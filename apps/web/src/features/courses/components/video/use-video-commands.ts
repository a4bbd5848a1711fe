import { useMemo, type RefObject } from 'react';
import { VIDEO_SKIP_SECONDS, VOLUME_STEP } from '../../constants';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Everything the controls and the shortcuts can do to the <video>; `after` re-reads its state. */
export function useVideoCommands(
  video: RefObject<HTMLVideoElement | null>,
  container: RefObject<HTMLElement | null>,
  track: RefObject<HTMLTrackElement | null>,
  after: () => void,
  setCaptions: (on: boolean) => void,
) {
  return useMemo(() => createCommands(video, container, track, after, setCaptions), [video, container, track, after, setCaptions]);
}

export type VideoCommands = ReturnType<typeof createCommands>;

// Plain DOM work, outside the hook: the element is changed directly, as media elements are.
function createCommands(
  video: RefObject<HTMLVideoElement | null>,
  container: RefObject<HTMLElement | null>,
  track: RefObject<HTMLTrackElement | null>,
  after: () => void,
  setCaptions: (on: boolean) => void,
) {
  const run = (change: (el: HTMLVideoElement) => void) => {
    const el = video.current;
    if (!el) return;
    change(el);
    after();
  };
  const seekTo = (el: HTMLVideoElement, seconds: number) => {
    const end = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : Infinity;
    el.currentTime = Math.min(end, Math.max(0, seconds));
  };
  return {
    togglePlay: () =>
      run((el) => {
        // play() rejects when the browser blocks it or the source fails; the button simply stays "Play".
        if (el.paused || el.ended) void el.play()?.catch(() => undefined);
        else el.pause();
      }),
    skip: (direction: 1 | -1) => run((el) => seekTo(el, el.currentTime + direction * VIDEO_SKIP_SECONDS)),
    seek: (seconds: number) => run((el) => seekTo(el, seconds)),
    setVolume: (volume: number) =>
      run((el) => {
        el.volume = Math.min(1, Math.max(0, round1(volume)));
        el.muted = el.volume === 0;
      }),
    stepVolume: (direction: 1 | -1) =>
      run((el) => {
        el.volume = Math.min(1, Math.max(0, round1((el.muted ? 0 : el.volume) + direction * VOLUME_STEP)));
        el.muted = el.volume === 0;
      }),
    toggleMute: () =>
      run((el) => {
        if (el.muted && el.volume === 0) el.volume = 1;
        el.muted = !el.muted;
      }),
    setRate: (rate: number) => run((el) => (el.playbackRate = rate)),
    toggleFullscreen: () => {
      const box = container.current;
      if (!box) return;
      if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
      else void box.requestFullscreen?.().catch(() => undefined);
    },
    setCaptions: (on: boolean) => {
      const text = track.current?.track;
      if (text) text.mode = on ? 'showing' : 'hidden';
      setCaptions(on);
    },
  };
}
