import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, noOAuth, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

function throttled(seconds: number) {
  const body = { error: { code: 'rate_limited', message: 'Too many attempts. Please wait and try again' } };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
  });
}

describe('Sign-in link', () => {
  it('is offered when password sign-in is slowed down, with the wait, and is sent on request', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/login': () => throttled(125),
      'POST /api/v1/auth/sign-in-link': () => json(202, { message: 'sent' }),
    });
    document.cookie = 'sl_csrf=csrf-abc; path=/';
    const { user } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'ama.mensah@example.com');
    await user.type(screen.getByLabelText('Password'), 'my real password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. You can try your password again in 3 minutes.');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for ama.mensah@example.com, we have sent it a sign-in link. It works once, for 15 minutes.',
    );
    expect(api.callsTo('POST /api/v1/auth/sign-in-link')[0]?.body).toEqual({ email: 'ama.mensah@example.com' });
  });

  it('signs in from the e-mailed link only when the member presses the button, then opens the dashboard', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/sign-in-link/use': () => json(200, { user: member }),
    });
    const { user, location } = renderApp('/auth/sign-in-link?token=tok-123');
    const button = await screen.findByRole('button', { name: 'Sign me in' });
    expect(api.callsTo('POST /api/v1/auth/sign-in-link/use')).toHaveLength(0);
    await user.click(button);
    // The dashboard is a lazy chunk: give it time on a busy machine.
    expect(await screen.findByText('Welcome back, Ama!')).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
    expect(api.callsTo('POST /api/v1/auth/sign-in-link/use')[0]?.body).toEqual({ token: 'tok-123' });
  });

  it('says when the link is used up or expired', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/sign-in-link/use': () => apiError(400, 'invalid_token', 'This sign-in link is invalid or has expired'),
    });
    const { user } = renderApp('/auth/sign-in-link?token=used');
    await user.click(await screen.findByRole('button', { name: 'Sign me in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid, has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
