import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedOut, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('public footer', () => {
  it('shares the current page in a 600×400 window', async () => {
    stubApi({ 'GET /api/v1/session': signedOut });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'Share on Facebook' }));
    await user.click(screen.getByRole('button', { name: 'Share on X (Twitter)' }));
    await user.click(screen.getByRole('button', { name: 'Share on LinkedIn' }));

    const page = encodeURIComponent(window.location.href);
    expect(open.mock.calls).toEqual([
      [`https://www.facebook.com/sharer/sharer.php?u=${page}`, 'share', 'width=600,height=400'],
      [
        expect.stringMatching(/^https:\/\/twitter\.com\/intent\/tweet\?url=.+&text=.*SkillLink.*digital%20learning%20platform/),
        'share',
        'width=600,height=400',
      ],
      [`https://www.linkedin.com/sharing/share-offsite/?url=${page}`, 'share', 'width=600,height=400'],
    ]);
  });

  it("has the legal links and this year's copyright", async () => {
    stubApi({ 'GET /api/v1/session': signedOut });
    renderApp('/');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/data-protection', '/imprint', '/legal']);
    expect(screen.getByText(`© ${new Date().getFullYear()} SkillLink. All rights reserved.`)).toBeInTheDocument();
  });

  it('has the header links and calls to action', async () => {
    stubApi({ 'GET /api/v1/session': signedOut });
    renderApp('/');
    const header = within(await screen.findByRole('banner'));
    const nav = within(header.getByRole('navigation', { name: 'Site navigation' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/about',
      '/learn',
      '/partners',
      '/news',
      '/stories',
    ]);
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth/register');
  });
});
