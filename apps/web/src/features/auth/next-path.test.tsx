import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, noOAuth, signedInAs, signedOut, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { rememberNext, safeNextPath, takeRememberedNext } from './next-path';

// Issue 26: a public "Enroll" link is /auth/register?next=/app/courses/<id>; the visitor lands
// in the course once signed in, and the parameter sends nobody off the site.

const COURSE = '/app/courses/01HZXCOURSE';
const enrollLink = `/auth/register?next=${encodeURIComponent(COURSE)}`;

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), member.email);
  await user.type(screen.getByLabelText('Password'), 'a good password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('safeNextPath', () => {
  it('accepts pages of the app, with their query and hash', () => {
    expect(safeNextPath(COURSE)).toEqual({ pathname: COURSE, search: '', hash: '' });
    expect(safeNextPath('/app/courses/c1?lesson=2#notes')).toEqual({ pathname: '/app/courses/c1', search: '?lesson=2', hash: '#notes' });
  });

  it('refuses anything that could leave the app', () => {
    for (const raw of [
      '//evil.example',
      '//evil.example/app/x',
      '/\\evil.example',
      '/app/\\\\evil.example',
      'https://evil.example/app/courses/1',
      'javascript:alert(1)',
      '/app/../auth/login',
      '/app/%2e%2e/evil',
      '/app',
      '/dashboard',
      ' /app/courses/1',
      '/app/\tcourses',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(raw), String(raw)).toBeNull();
    }
  });

  it('keeps a remembered page two days, once', () => {
    const at = Date.parse('2026-11-29T10:00:00Z');
    rememberNext({ pathname: COURSE, search: '', hash: '' }, at);
    expect(takeRememberedNext(at + 60_000)).toEqual({ pathname: COURSE, search: '', hash: '' });
    expect(takeRememberedNext(at + 60_000)).toBeNull();
    rememberNext({ pathname: COURSE, search: '', hash: '' }, at);
    expect(takeRememberedNext(at + 3 * 24 * 3_600_000)).toBeNull();
    // Storage other scripts could write is checked again.
    window.localStorage.setItem('skilllink.next', JSON.stringify({ path: '//evil.example', at }));
    expect(takeRememberedNext(at)).toBeNull();
  });
});

describe('Enroll → register → course', () => {
  it('sends a member who is already signed in straight to the course', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member) });
    const { location, navigationType } = renderApp(enrollLink);
    await waitFor(() => expect(location().pathname).toBe(COURSE));
    expect(navigationType()).toBe('REPLACE');
  });

  it('sends a member to the dashboard when next points off the app', async () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/app/x', '/auth/login']) {
      stubApi({ 'GET /api/v1/session': signedInAs(member) });
      const { location } = renderApp(`/auth/register?next=${encodeURIComponent(next)}`);
      await waitFor(() => expect(location().pathname).toBe('/app/dashboard'));
      cleanup();
    }
  });

  it('keeps the course when a visitor with an account follows "Sign in" from the register page', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/login': () => json(200, { user: member }),
    });
    const { user, location } = renderApp(enrollLink);
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(location().pathname).toBe('/auth/login');
    await signIn(user);
    await waitFor(() => expect(location().pathname).toBe(COURSE));
  });

  it('takes a new member to the course after registering, verifying in another tab and signing in', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/register': () => json(202, { message: 'Check your e-mail' }),
    });
    const first = renderApp(enrollLink);
    await first.user.type(await screen.findByLabelText('First name'), 'Kofi');
    await first.user.type(screen.getByLabelText('Last name'), 'Boateng');
    await first.user.type(screen.getByLabelText('Email'), 'kofi@example.com');
    await first.user.type(screen.getByLabelText('Password'), 'correct horse');
    await first.user.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await first.user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await first.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    cleanup();

    // The e-mailed link opens a new tab: no history state, only this device's storage.
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/verify-email': () => json(200, { user: member }),
      'POST /api/v1/auth/login': () => json(200, { user: member }),
    });
    const tab = renderApp('/auth/verify-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    await tab.user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(tab.location().pathname).toBe('/auth/login');
    await signIn(tab.user);
    await waitFor(() => expect(tab.location().pathname).toBe(COURSE));
  });

  it('offers the course, not the dashboard, to a member verifying while signed in', async () => {
    rememberNext({ pathname: COURSE, search: '', hash: '' });
    stubApi({
      'GET /api/v1/session': signedInAs({ ...member, isVerified: false }),
      'POST /api/v1/auth/verify-email': () => json(200, { user: member }),
    });
    renderApp('/auth/verify-email?token=abc');
    expect(await screen.findByRole('link', { name: 'Continue where you were going' })).toHaveAttribute('href', COURSE);
  });
});
