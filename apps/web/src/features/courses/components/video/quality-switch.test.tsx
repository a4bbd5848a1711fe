import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rereadDataSaver, setDataSaver } from '../../../../lib/data-saver';
import { savedThisMonth } from '../../../../lib/data-saver-savings';
import { VideoPlayer } from './video-player';

// The player's rendition and "Quality: Auto · 240p · 480p" switch (ADR 074).

const low = { height: 240, url: '/media/courses/sample-1-240p.webm', bytes: 40_000 };
const standard = { height: 480, url: '/media/courses/sample-1-480p.webm', bytes: 100_000 };

function setup() {
  const user = userEvent.setup();
  const view = render(
    <VideoPlayer
      title="Intro"
      src={standard.url}
      renditions={[low, standard]}
      durationSeconds={10}
      poster={null}
      captionsUrl={null}
      startAt={0}
      onBeat={vi.fn()}
    />,
  );
  const video = document.querySelector('video')!;
  // jsdom loads nothing: the element says it has data, and the test moves its clock and state.
  Object.defineProperty(video, 'readyState', { configurable: true, get: () => 4 });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 10 });
  return { user, video, view, quality: () => screen.getByRole('combobox', { name: 'Quality' }) };
}

function playTo(video: HTMLVideoElement, ...times: number[]) {
  Object.defineProperty(video, 'paused', { configurable: true, get: () => false });
  fireEvent(video, new Event('play'));
  for (const time of times) {
    video.currentTime = time;
    fireEvent(video, new Event('timeupdate'));
  }
}

afterEach(() => {
  localStorage.removeItem('sl-video-quality');
  localStorage.removeItem('sl-data-saver');
  localStorage.removeItem('sl-data-saved');
  rereadDataSaver();
  vi.restoreAllMocks();
});

describe('video quality', () => {
  it('plays the low rendition with data saver on, and the member can switch to 480p where the video was, still playing', async () => {
    setDataSaver(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user, video, quality } = setup();
    expect(video).toHaveAttribute('src', low.url);
    expect(quality()).toHaveDisplayValue('Auto (240p)');
    expect(screen.getAllByRole('option', { hidden: false }).map((o) => o.textContent)).toContain('480p');

    playTo(video, 3.5);
    await user.selectOptions(quality(), '480p');
    expect(video).toHaveAttribute('src', standard.url);
    expect(localStorage.getItem('sl-video-quality')).toBe('480');
    expect(play).toHaveBeenCalled();
    // The new source's metadata: back where the member was.
    video.currentTime = 0;
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(3.5);
  });

  it('keeps the member’s choice for the next video on this device, data saver or not', async () => {
    localStorage.setItem('sl-video-quality', '240');
    const { user, video, quality, view } = setup();
    expect(video).toHaveAttribute('src', low.url);
    expect(quality()).toHaveDisplayValue('240p');
    await user.selectOptions(quality(), 'Auto (480p)');
    expect(video).toHaveAttribute('src', standard.url);
    view.unmount();
    expect(localStorage.getItem('sl-video-quality')).toBe('auto');
  });

  it('is reachable by keyboard', async () => {
    const { user, quality } = setup();
    quality().focus();
    expect(quality()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(quality()).toBeInTheDocument();
  });

  it('counts what the low rendition saved for the seconds played with data saver on', () => {
    setDataSaver(true);
    const { video } = setup();
    playTo(video, 1, 2, 3, 9); // 3 s played, then a seek (not counted)
    Object.defineProperty(video, 'paused', { configurable: true, get: () => true });
    fireEvent(video, new Event('pause'));
    // (100 000 − 40 000) bytes over 10 s = 6 000 bytes a second.
    expect(savedThisMonth()).toBe(18_000);
  });

  it('counts the preload a video never played did not make, only with data saver on', () => {
    setDataSaver(false);
    setup().view.unmount();
    expect(savedThisMonth()).toBe(0);
    setDataSaver(true);
    setup().view.unmount();
    expect(savedThisMonth()).toBe(32 * 1024);
  });
});
