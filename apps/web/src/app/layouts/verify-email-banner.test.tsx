import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('verify e-mail banner', () => {
  it('confirms a resend inside the banner and rests the button, so one tap sends one mail', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs({ ...member, isVerified: false }),
      'POST /api/v1/auth/resend-verification': () => json(202, { message: 'Sent' }),
    });
    const { user } = renderApp('/app/dashboard');
    const banner = await screen.findByRole('region', { name: 'Please verify your e-mail address' });
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await within(banner).findByRole('status')).toHaveTextContent('We sent a new verification link to ama.mensah@example.com.');
    expect(within(banner).getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(api.callsTo('POST /api/v1/auth/resend-verification')).toHaveLength(1);
  });

  it('pushes the desktop toasts below itself, so an error toast never covers "Resend"', async () => {
    // happy-dom has no layout: the banner says it is 52.4 px tall.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 64, 1000, 52.4));
    stubApi({
      'GET /api/v1/session': signedInAs({ ...member, isVerified: false }),
      'POST /api/v1/auth/resend-verification': () => apiError(500, 'internal', 'boom'),
    });
    const { user, unmount } = renderApp('/app/dashboard');
    const banner = await screen.findByRole('region', { name: 'Please verify your e-mail address' });
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--app-banner-height')).toBe('53px');
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByRole('listitem')).toBeInTheDocument();
    // Top bar (4 rem) + 1 rem + the banner; the class is what Tailwind turns into that rule.
    expect(toasts.className).toContain('md:top-[calc(5rem+var(--app-banner-height,0px))]');
    unmount();
    expect(root.style.getPropertyValue('--app-banner-height')).toBe('');
  });

  it('leaves the toasts where they are for a verified member', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs({ ...member, isVerified: true }) });
    renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Please verify your e-mail address' })).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--app-banner-height')).toBe('');
  });
});
