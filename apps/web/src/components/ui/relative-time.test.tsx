import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './relative-time';

const T0 = Date.parse('2026-03-10T12:00:00Z');
/** An ISO time `ms` after T0 (before it when negative). */
const at = (ms: number) => new Date(T0 + ms).toISOString();
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RelativeTime', () => {
  it('moves on by itself: "now" reads "1m ago" a minute after the event, whatever time the screen passed', async () => {
    render(<RelativeTime iso={at(0)} now={T0} />);
    const time = screen.getByText('now');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', at(0));
    await advance(59_999);
    expect(time).toHaveTextContent('now');
    await advance(1);
    expect(time).toHaveTextContent('1m ago');
    await advance(70_000);
    expect(time).toHaveTextContent('2m ago');
  });

  it('is on time for an item that arrived while the clock was already running', async () => {
    const { rerender } = render(
      <ul>
        <li>
          <RelativeTime iso={at(-10 * 60_000)} />
        </li>
      </ul>,
    );
    // A request pushed 35 s later, between two of the clock's regular ticks.
    await advance(35_000);
    rerender(
      <ul>
        <li>
          <RelativeTime iso={at(-10 * 60_000)} />
        </li>
        <li>
          <RelativeTime iso={at(35_000)} />
        </li>
      </ul>,
    );
    const [older, pushed] = screen.getAllByRole('listitem');
    expect(pushed).toHaveTextContent('now');
    await advance(60_000);
    expect(pushed).toHaveTextContent('1m ago');
    expect(older).toHaveTextContent('11m ago');
  });

  it('turns 59m into 1h and 23h into 1d', async () => {
    render(
      <>
        <RelativeTime iso={at(-(59 * 60_000 + 30_000))} />
        <RelativeTime iso={at(-(24 * 3_600_000 - 5_000))} />
      </>,
    );
    expect(screen.getByText('59m ago')).toBeInTheDocument();
    expect(screen.getByText('23h ago')).toBeInTheDocument();
    await advance(5_000);
    expect(screen.getByText('1d ago')).toBeInTheDocument();
    await advance(25_000);
    expect(screen.getByText('1h ago')).toBeInTheDocument();
  });

  it('runs one timer for every relative time on the page, and none once they are gone', async () => {
    const items = Array.from({ length: 25 }, (_, i) => at(-i * 47_000));
    const { unmount } = render(
      <ul>
        {items.map((iso) => (
          <li key={iso}>
            <RelativeTime iso={iso} />
          </li>
        ))}
      </ul>,
    );
    expect(vi.getTimerCount()).toBe(1);
    await advance(5 * 60_000);
    expect(vi.getTimerCount()).toBe(1);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('5m ago');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the language', async () => {
    const { i18n } = await import('../../lib/i18n');
    await import('../../locales/fr/common.json').then(({ default: fr }) => i18n.addResourceBundle('fr', 'common', fr));
    render(<RelativeTime iso={at(-5 * 60_000)} />);
    expect(screen.getByText('5m ago')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('il y a 5 min')).toBeInTheDocument();
  });
});
