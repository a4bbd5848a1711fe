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
    completed: false,
    durationSeconds: 40,
    onSavePosition: vi.fn(),
    onWatched: vi.fn(),
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
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.3' } });
    expect(video.volume).toBeCloseTo(0.3);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0' } });
    expect(video.muted).toBe(true);
  });

  it('completes at 90 % watched, once, and saves the position about every 10 s and on pause', () => {
    const { props, video } = setup();
    setPaused(video, false);
    video.currentTime = 5;
    fireEvent(video, new Event('timeupdate'));
    expect(props.onSavePosition).not.toHaveBeenCalled();
    video.currentTime = 11;
    fireEvent(video, new Event('timeupdate'));
    expect(props.onSavePosition).toHaveBeenLastCalledWith(11);
    video.currentTime = 35;
    fireEvent(video, new Event('timeupdate'));
    expect(props.onWatched).not.toHaveBeenCalled();
    video.currentTime = 36;
    fireEvent(video, new Event('timeupdate'));
    expect(props.onWatched).toHaveBeenCalledWith(36);
    fireEvent(video, new Event('ended'));
    expect(props.onWatched).toHaveBeenCalledTimes(1);
    video.currentTime = 37;
    setPaused(video, true);
    expect(props.onSavePosition).toHaveBeenLastCalledWith(37);
  });

  it('completes when the video ends, and resumes where the member stopped', () => {
    const { props, video } = setup({ startAt: 12 });
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(12);
    fireEvent(video, new Event('ended'));
    expect(props.onWatched).toHaveBeenCalledWith(40);
  });

  it('does not complete a lesson already completed', () => {
    const { props, video } = setup({ completed: true });
    video.currentTime = 39;
    fireEvent(video, new Event('timeupdate'));
    fireEvent(video, new Event('ended'));
    expect(props.onWatched).not.toHaveBeenCalled();
  });
});
