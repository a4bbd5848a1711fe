import { act, fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@skilllink/contracts/site-pages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './carousel';

const slides: CarouselProps['slides'] = ['Connect', 'Learn', 'Grow'].map((title, i) => ({
  eyebrow: `Eyebrow ${i + 1}`,
  title,
  body: `Body of ${title}`,
  actions: [{ href: `/action-${i + 1}`, label: `Go ${i + 1}`, primary: true }],
}));

const labels: CarouselProps['labels'] = {
  region: 'Highlights',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause the slides',
  play: 'Play the slides',
  slides: ['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3'],
};

/** Moves the test's clock (timers and animation frames) and lets Preact render what they did. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// "Stays put" checks wait 4 intervals: with 3 slides, a multiple of 3 would bring the first back.

/** The island's first frame: the controls appear and the reduced-motion preference is read. */
const mount = () => advance(20);

/** The title of the one slide that is shown (and not hidden from assistive technology). */
function shownTitle(): string {
  const shown = screen.getAllByRole('group', { hidden: true }).filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  expect(shown).toHaveLength(1);
  return shown[0]!.querySelector('h2')!.textContent!;
}

const region = () => screen.getByRole('region', { name: 'Highlights' });

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('is a labelled carousel whose first slide shows with its links; the others are hidden from sight and from screen readers', () => {
    render(<Carousel slides={slides} labels={labels} />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownTitle()).toBe('Connect');
    const [first, second, third] = screen.getAllByRole('group', { hidden: true });
    expect(first).toHaveAccessibleName('Slide 1 of 3');
    expect(first).toHaveAttribute('aria-roledescription', 'slide');
    expect(first).not.toHaveClass('invisible');
    for (const slide of [second, third]) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveClass('invisible');
    }
    // Only the shown slide's link is reachable.
    expect(screen.getByRole('link', { name: 'Go 1' })).toHaveAttribute('href', '/action-1');
    expect(screen.queryByRole('link', { name: 'Go 2' })).toBeNull();
  });

  it('hides its controls until the script has mounted (they would do nothing without it)', () => {
    render(<Carousel slides={slides} labels={labels} />);
    // Invisible, not hidden: their room is kept, so nothing on the page moves when they appear.
    const row = (name: string) => screen.getByRole('button', { name }).parentElement!;
    for (const name of ['Previous slide', 'Pause the slides', 'Next slide', 'Slide 2 of 3']) expect(row(name)).toHaveClass('invisible');
    mount();
    for (const name of ['Previous slide', 'Pause the slides', 'Next slide', 'Slide 2 of 3']) expect(row(name)).not.toHaveClass('invisible');
  });

  it(`moves to the next slide every ${CAROUSEL_INTERVAL_MS} ms, not before, and wraps around`, () => {
    render(<Carousel slides={slides} labels={labels} />);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(shownTitle()).toBe('Connect');
    advance(1);
    expect(shownTitle()).toBe('Learn');
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(shownTitle()).toBe('Learn');
    advance(1);
    expect(shownTitle()).toBe('Grow');
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Connect');
    // The dots follow.
    expect(screen.getByRole('button', { name: 'Slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'false');
  });

  it('pauses while the pointer is over it and plays again when it leaves', () => {
    render(<Carousel slides={slides} labels={labels} />);
    mount();
    fireEvent.mouseEnter(region());
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(shownTitle()).toBe('Connect');
    fireEvent.mouseLeave(region());
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(shownTitle()).toBe('Connect');
    advance(1);
    expect(shownTitle()).toBe('Learn');
  });

  it('pauses while focus is inside it (moving between its controls included) and plays again once focus leaves', () => {
    render(
      <>
        <Carousel slides={slides} labels={labels} />
        <button type="button">Outside</button>
      </>,
    );
    mount();
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    act(() => next.focus());
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(shownTitle()).toBe('Connect');
    // From one control to another: still inside, still paused.
    act(() => previous.focus());
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(shownTitle()).toBe('Connect');
    // The region itself holds focus too.
    act(() => region().focus());
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(shownTitle()).toBe('Connect');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Learn');
  });

  it('steps with ArrowRight and ArrowLeft, wrapping around at both ends', () => {
    render(<Carousel slides={slides} labels={labels} />);
    mount();
    const carousel = region();
    expect(fireEvent.keyDown(carousel, { key: 'ArrowLeft' })).toBe(false); // the page does not scroll
    expect(shownTitle()).toBe('Grow');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownTitle()).toBe('Connect');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownTitle()).toBe('Learn');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownTitle()).toBe('Connect');
    // From a control inside too.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowLeft' });
    expect(shownTitle()).toBe('Grow');
    // Other keys do nothing.
    expect(fireEvent.keyDown(carousel, { key: 'Enter' })).toBe(true);
    expect(shownTitle()).toBe('Grow');
  });

  it('the buttons and dots step too', () => {
    render(<Carousel slides={slides} labels={labels} />);
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Learn');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Grow');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(shownTitle()).toBe('Learn');
    expect(screen.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('Space on the carousel itself toggles autoplay; Space on a button inside does not', () => {
    render(<Carousel slides={slides} labels={labels} />);
    mount();
    const carousel = region();
    expect(fireEvent.keyDown(carousel, { key: ' ' })).toBe(false); // the page does not scroll
    expect(screen.getByRole('button', { name: 'Play the slides' })).toBeVisible();
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(shownTitle()).toBe('Connect');

    // Space on a button is that button's business (the browser presses it): autoplay stays off.
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: ' ' })).toBe(true);
    expect(screen.getByRole('button', { name: 'Play the slides' })).toBeVisible();
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(shownTitle()).toBe('Connect');

    fireEvent.keyDown(carousel, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Pause the slides' })).toBeVisible();
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Learn');
  });

  it('the pause button stops autoplay and becomes a play button, which starts it again', () => {
    render(<Carousel slides={slides} labels={labels} />);
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    const play = screen.getByRole('button', { name: 'Play the slides' });
    expect(play).toHaveAttribute('title', 'Play the slides');
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).toBeNull();
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(shownTitle()).toBe('Connect');
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause the slides' })).toBeVisible();
    advance(CAROUSEL_INTERVAL_MS);
    expect(shownTitle()).toBe('Learn');
  });

  it('announces slides politely only when the visitor is in charge, not while it plays by itself', () => {
    render(<Carousel slides={slides} labels={labels} />);
    mount();
    const live = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('does not play by itself for a visitor who asked for reduced motion, until they press play', () => {
    preferReducedMotion();
    render(<Carousel slides={slides} labels={labels} />);
    mount();
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    const play = screen.getByRole('button', { name: 'Play the slides' });
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(shownTitle()).toBe('Connect');
    // Stepping by hand still works.
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(shownTitle()).toBe('Learn');
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause the slides' })).toBeVisible();
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(shownTitle()).toBe('Learn');
    advance(1);
    expect(shownTitle()).toBe('Grow');
  });

  it('leaves no timer behind once it is gone', () => {
    const { unmount } = render(<Carousel slides={slides} labels={labels} />);
    mount();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
