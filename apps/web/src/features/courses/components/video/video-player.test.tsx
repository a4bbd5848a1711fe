import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

function setup(overrides: Partial<VideoPlayerProps> = {}) {
  const props: VideoPlayerProps = {
    title: 'Intro',
    src: '/media/courses/sample-1.webm',
    poster: '/media/courses/sample-1.jpg',
    captionsUrl: '/media/courses/sample-1.vtt',
    startAt: 0,
    onBeat: vi.fn(),
    ...overrides,
  };
  const user = userEvent.setup();
  render(
    <>
      <label>
        Notes
        <input />
      </label>
      <VideoPlayer {...props} />
    </>,
  );
  const video = document.querySelector('video')!;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 40 });
  return { props, user, video };
}

/** Plays or pauses as a browser would: state, then the event. */
function setPaused(video: HTMLVideoElement, paused: boolean) {
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  fireEvent(video, new Event(paused ? 'pause' : 'play'));
}

describe('Video player', () => {
  it('loads only metadata, has a poster and labelled controls', () => {
    const { video } = setup();
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/media/courses/sample-1.jpg');
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    for (const name of ['Play', 'Back 10 seconds', 'Forward 10 seconds', 'Mute', 'Captions', 'Full screen']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('combobox', { name: 'Playback speed' })).toHaveDisplayValue('1×');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '2×']);
  });

  it('answers the keyboard shortcuts, but not while typing in a field', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user, video } = setup();
    screen.getByRole('group', { name: 'Video player: Intro' }).focus();

    await user.keyboard('k');
    expect(play).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(2);

    video.currentTime = 20;
    await user.keyboard('l');
    expect(video.currentTime).toBe(30);
    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(20);
    await user.keyboard('j');
    expect(video.currentTime).toBe(10);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    // Never past the end.
    expect(video.currentTime).toBe(40);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(video.volume).toBeCloseTo(0.8);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(video.volume).toBe(1);
    await user.keyboard('m');
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('m');
    expect(video.muted).toBe(false);

    await user.keyboard('c');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('lmk');
    expect(video.currentTime).toBe(40);
    expect(video.muted).toBe(false);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('changes speed and volume from the controls', async () => {
    const { user, video } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Playback speed' }), '1.5');
    expect(video.playbackRate).toBe(1.5);
    fireEvent.input(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.3' } });
    expect(video.volume).toBeCloseTo(0.3);
    fireEvent.input(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0' } });
    expect(video.muted).toBe(true);
  });

  it('sends heartbeats on play, every 5 s of wall clock while playing, on seek, pause and end; never a "watched" claim', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-05T09:00:00Z') });
    try {
      const { props, video } = setup();
      video.currentTime = 3;
      fireEvent(video, new Event('timeupdate'));
      expect(props.onBeat).not.toHaveBeenCalled(); // nothing before the member presses play
      setPaused(video, false);
      expect(props.onBeat).toHaveBeenLastCalledWith(3, null, expect.any(Array));
      vi.advanceTimersByTime(4000);
      video.currentTime = 7;
      fireEvent(video, new Event('timeupdate'));
      expect(props.onBeat).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      video.currentTime = 8.25;
      fireEvent(video, new Event('timeupdate'));
      expect(props.onBeat).toHaveBeenLastCalledWith(8.25, null, expect.any(Array));
      video.currentTime = 30;
      fireEvent(video, new Event('seeked'));
      expect(props.onBeat).toHaveBeenLastCalledWith(30, null, expect.any(Array));
      setPaused(video, true);
      expect(props.onBeat).toHaveBeenCalledTimes(4);
      video.currentTime = 40;
      fireEvent(video, new Event('ended'));
      expect(props.onBeat).toHaveBeenLastCalledWith(40, 0, expect.any(Array));
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the last heartbeat again while the lesson is not complete and the video stands at its end', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const answers = [false, false, false];
      const onBeat = vi.fn((_position: number, end: number | null) => (end === null ? undefined : Promise.resolve(answers[end]!)));
      const { video } = setup({ onBeat });
      let ended = false;
      Object.defineProperty(video, 'ended', { configurable: true, get: () => ended });
      setPaused(video, false);
      video.currentTime = 40;
      ended = true;
      fireEvent(video, new Event('ended'));
      expect(onBeat).toHaveBeenLastCalledWith(40, 0, expect.any(Array));
      await vi.advanceTimersByTimeAsync(2_499);
      expect(onBeat).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(onBeat).toHaveBeenLastCalledWith(40, 1, expect.any(Array));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(onBeat).toHaveBeenLastCalledWith(40, 2, expect.any(Array));
      // Two retries at most, then the member is told what counted (lesson-view) and nothing more is sent.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(onBeat).toHaveBeenCalledTimes(4);

      // Played again: the retry waiting for the previous end is dropped.
      onBeat.mockClear();
      fireEvent(video, new Event('ended'));
      await vi.advanceTimersByTimeAsync(0);
      ended = false;
      video.currentTime = 0;
      setPaused(video, false);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(onBeat.mock.calls.map((c) => c.slice(0, 2))).toEqual([
        [40, 0],
        [0, null],
      ]);

      // Complete at once: nothing is sent again.
      onBeat.mockClear();
      answers[0] = true;
      video.currentTime = 40;
      ended = true;
      fireEvent(video, new Event('ended'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(onBeat.mock.calls.map((c) => c.slice(0, 2))).toEqual([[40, 0]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resumes where the member stopped', () => {
    const { video } = setup({ startAt: 12 });
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(12);
  });
});
