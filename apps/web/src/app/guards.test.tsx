import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('shows visitors the home page with its calls to action', async () => {
    stubApi({ 'GET /api/v1/session': signedOut });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect. Learn. Grow.' })).toBeInTheDocument();
    const hero = within(screen.getByRole('main'));
    expect(hero.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/auth/register');
    expect(hero.getByRole('link', { name: 'Explore courses' })).toHaveAttribute('href', '/learn');
    expect(document.title).toBe('SkillLink');
  });

  it.each([
    ['/auth', '/auth/login', 'Login'],
    ['/no/such/page', '/', 'Connect. Learn. Grow.'],
    ['/app/not-a-real-area', '/', 'Connect. Learn. Grow.'],
  ])('sends a visitor from %s to %s', async (from, to, heading) => {
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { location } = renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location().pathname).toBe(to);
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

  it('keeps public pages open to visitors with an honest coming-soon state', async () => {
    stubApi({ 'GET /api/v1/session': signedOut });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Coming soon')).toBeInTheDocument();
    expect(document.title).toBe('About | SkillLink');
  });
});
