import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareMenu, type ShareMenuProps } from './share-menu';

const URL_TO_SHARE = 'https://skilllink.africa/verify/SL-2026-AB12?lang=fr&x=1';
const TEXT = 'I completed Python & Data on SkillLink!';
const labels: ShareMenuProps['labels'] = {
  whatsapp: 'Share on WhatsApp',
  facebook: 'Share on Facebook',
  twitter: 'Share on X (Twitter)',
  linkedin: 'Share on LinkedIn',
  device: 'Share…',
  copy: 'Copy link',
  copied: 'Link copied',
};

/**
 * Records whether the island kept each click from following its link, then keeps the test's
 * window where it is whatever the island did (a listener on the document runs after the link's own).
 */
const followed: boolean[] = [];
const stayHere = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a')) {
    followed.push(!event.defaultPrevented);
    event.preventDefault();
  }
};

/** Replaces a navigator property for one test; restored in afterEach. */
const restores: Array<() => void> = [];
function stubNavigator<K extends 'clipboard' | 'share'>(key: K, value: unknown) {
  const own = Object.getOwnPropertyDescriptor(navigator, key);
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  restores.push(() => {
    if (own) Object.defineProperty(navigator, key, own);
    else delete (navigator as unknown as Record<string, unknown>)[key];
  });
}

beforeEach(() => {
  followed.length = 0;
  document.addEventListener('click', stayHere);
});

afterEach(() => {
  document.removeEventListener('click', stayHere);
  for (const restore of restores.splice(0)) restore();
});

describe('ShareMenu', () => {
  it("links to WhatsApp, Facebook, X and LinkedIn with the page's address (and text) encoded; each works without script", () => {
    render(<ShareMenu url={URL_TO_SHARE} text={TEXT} labels={labels} />);
    const u = encodeURIComponent(URL_TO_SHARE);
    const expected: Array<[string, string]> = [
      ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${TEXT} ${URL_TO_SHARE}`)}`],
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
      ['X', `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(TEXT)}`],
      ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ];
    // WhatsApp first: how most visitors share.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(expected.map(([name]) => name));
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The encoded address survives a round trip, query and all.
    const facebook = new URL(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')!);
    expect(facebook.searchParams.get('u')).toBe(URL_TO_SHARE);
    const whatsapp = new URL(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!);
    expect(whatsapp.searchParams.get('text')).toBe(`${TEXT} ${URL_TO_SHARE}`);
  });

  it('opens Facebook, X and LinkedIn in a 600×400 popup instead of leaving the page', () => {
    const popup = { opener: window as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    render(<ShareMenu url={URL_TO_SHARE} text={TEXT} labels={labels} />);
    for (const name of ['Facebook', 'X', 'LinkedIn']) {
      open.mockClear();
      const link = screen.getByRole('link', { name });
      fireEvent.click(link);
      expect(open).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledWith(link.getAttribute('href'), 'share', 'width=600,height=400');
    }
    expect(followed).toEqual([false, false, false]);
    // The popup cannot reach back into the page.
    expect(popup.opener).toBeNull();
  });

  it('leaves WhatsApp as a normal link (on a phone it opens the app)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareMenu url={URL_TO_SHARE} text={TEXT} labels={labels} />);
    fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
    expect(open).not.toHaveBeenCalled();
    expect(followed).toEqual([true]);
  });

  it('"Copy link" appears once mounted, writes the address to the clipboard and says so', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    render(<ShareMenu url={URL_TO_SHARE} text={TEXT} labels={labels} />);
    // Before the script runs there is nothing to copy with.
    expect(screen.getByRole('button', { name: 'Copy link', hidden: true })).not.toBeVisible();
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    fireEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBe(copy);
  });

  it('"Copy link" says nothing was copied when the browser refuses', async () => {
    let refuse!: (error: Error) => void;
    const writeText = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    stubNavigator('clipboard', { writeText });
    render(<ShareMenu url={URL_TO_SHARE} text={TEXT} labels={labels} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new DOMException('Denied', 'NotAllowedError')));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Link copied' })).toBeNull();
  });

  it("offers the device's own share sheet where the browser has one, with the address and text", async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    stubNavigator('share', share);
    render(<ShareMenu url={URL_TO_SHARE} text={TEXT} labels={labels} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ url: URL_TO_SHARE, text: TEXT });
  });

  it('has no device share button where the browser has no share sheet', async () => {
    stubNavigator('share', undefined);
    render(<ShareMenu url={URL_TO_SHARE} text={TEXT} labels={labels} />);
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.getByRole('button', { name: 'Share…', hidden: true })).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });
});
