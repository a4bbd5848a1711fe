import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, member, noOAuth, ownProfile, signedInAs, signedOut, stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

describe('route guard', () => {
  it('sends a visitor to login, remembers the origin and returns there (replacing history)', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/login': () => json(200, { user: member }),
      'GET /api/v1/profile': () => json(200, { profile: ownProfile }),
    });
    const { user, location, navigationType } = renderApp('/app/profile?tab=skills');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(location().state).toEqual({ from: { pathname: '/app/profile', search: '?tab=skills', hash: '' } });

    await user.type(screen.getByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(location().pathname).toBe('/app/profile');
    expect(location().search).toBe('?tab=skills');
    expect(navigationType()).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Skills' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Profile | SkillLink');
  });

  it('goes to the dashboard after login when there was no origin', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/login': () => json(200, { user: member }),
    });
    const { user, location } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
  });

  it('sends a signed-in member at exactly / to the dashboard', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    const { location } = renderApp('/');
    expect(await screen.findByText('Welcome back, Ama!')).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
  });

  it.each([
    ['/', '/'],
    ['/no/such/page', '/'],
    ['/app/not-a-real-area', '/'],
    ['/about', '/about'],
    ['/news/some-article?lang=fr', '/news/some-article?lang=fr'],
    ['/verify/SL-ABCD-EFGH-IJKL', '/verify/SL-ABCD-EFGH-IJKL'],
  ])('hands a visitor at %s to the server, which renders %s (ADR 068)', async (from, asked) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    renderApp(from);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(asked));
  });

  it('sends a visitor from /auth to the login page', async () => {
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { location } = renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
  });

  it.each([
    ['/app', '/app/dashboard'],
    ['/no/such/page', '/app/dashboard'],
  ])('sends a member from %s on to %s', async (from, to) => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    const { location } = renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location().pathname).toBe(to);
  });

  it('sends a member whose session ended back through login, remembering the page', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs({ ...member, isVerified: false }),
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/resend-verification': () => apiError(401, 'unauthorized', 'Session expired'),
    });
    const { user, location } = renderApp('/app/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location().state).toEqual({ from: { pathname: '/app/dashboard', search: '', hash: '' } });
  });
});
