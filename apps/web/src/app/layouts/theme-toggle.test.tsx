import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, noOAuth, signedInAs, signedOut, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('theme toggle', () => {
  it('switches the page, remembers it on this device and saves it to the account', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'PATCH /api/v1/session/preferences': (call) => json(200, { user: { ...member, ...(call.body as object) } }),
    });
    const { user } = renderApp('/app/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(window.localStorage.getItem('sl-theme')).toBe('dark');
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/session/preferences')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/v1/session/preferences')[0]?.body).toEqual({ theme: 'dark' });

    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('sl-theme')).toBe('light');
  });

  it('only remembers locally for a visitor', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('sl-theme')).toBe('dark');
    expect(api.callsTo('PATCH /api/v1/session/preferences')).toHaveLength(0);
  });

  it("applies a signed-in member's saved theme over this device's on load", async () => {
    window.localStorage.setItem('sl-theme', 'light');
    stubApi({ 'GET /api/v1/session': signedInAs({ ...member, theme: 'dark' }) });
    renderApp('/app/dashboard');
    await screen.findByText('Welcome back, Ama!');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(window.localStorage.getItem('sl-theme')).toBe('dark');
  });

  it('toggles from the profile menu item too', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'PATCH /api/v1/session/preferences': () => json(200, { user: { ...member, theme: 'dark' } }),
    });
    const { user } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dark Mode' }));
    expect(document.documentElement).toHaveClass('dark');
  });
});
