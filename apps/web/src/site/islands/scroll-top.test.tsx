import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCROLL_TOP_AFTER_PX, ScrollTop } from './scroll-top';

/** The page as scrolled to `y` (window.scrollY is the browser's; unstubGlobals restores it). */
function scrollTo(y: number) {
  vi.stubGlobal('scrollY', y);
  act(() => {
    fireEvent.scroll(window);
  });
}

/** Found by its title: while hidden, the button has no accessible name. */
const button = () => screen.getByTitle('Back to top');

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('ScrollTop', () => {
  it('appears only once the visitor has scrolled more than 400 px, and goes again above that', () => {
    expect(SCROLL_TOP_AFTER_PX).toBe(400);
    scrollTo(0);
    render(<ScrollTop label="Back to top" />);
    expect(button()).not.toBeVisible();
    scrollTo(400);
    expect(button()).not.toBeVisible();
    scrollTo(401);
    expect(button()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveAttribute('title', 'Back to top');
    scrollTo(120);
    expect(button()).not.toBeVisible();
  });

  it('shows at once on a page opened already scrolled down (a reload, a link to an anchor)', () => {
    vi.stubGlobal('scrollY', 2000);
    render(<ScrollTop label="Back to top" />);
    expect(button()).toBeVisible();
  });

  it('scrolls smoothly to the top and moves focus to the main content', () => {
    stubReducedMotion(false);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <>
        <main id="main" tabIndex={-1}>
          Content
        </main>
        <ScrollTop label="Back to top" />
      </>,
    );
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('jumps without animation for a visitor who asked for reduced motion', () => {
    stubReducedMotion(true);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollTop label="Back to top" />);
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('stops listening once it is gone', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<ScrollTop label="Back to top" />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
