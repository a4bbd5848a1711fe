import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const config = (devMailbox: boolean) => () => json(200, { oauth: { google: false, linkedin: false }, devMailbox });

describe('forgot password', () => {
  it('gives the same neutral confirmation whatever the server knows', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': config(true),
      'POST /api/v1/auth/forgot-password': () => json(202, { message: 'If an account exists, a link is on its way' }),
    });
    const { user } = renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for someone@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the development mailbox' })).toHaveAttribute('href', '/dev/mailbox');
    expect(api.callsTo('POST /api/v1/auth/forgot-password')[0]?.body).toEqual({ email: 'someone@example.com' });
  });

  it('tells a rate-limited visitor to wait', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': config(false),
      'POST /api/v1/auth/forgot-password': () => apiError(429, 'rate_limited', 'Too many requests'),
    });
    const { user } = renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
  });
});

describe('reset password', () => {
  it('checks the new password, sends it with the token and offers to sign in', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'POST /api/v1/auth/reset-password/check': () => json(200, { message: 'This link can be used' }),
      'POST /api/v1/auth/reset-password': () => json(200, { message: 'Password changed' }),
    });
    const { user } = renderApp('/auth/reset-password?token=tok-1');
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.callsTo('POST /api/v1/auth/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a much better one');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a much better one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(api.callsTo('POST /api/v1/auth/reset-password')[0]?.body).toEqual({ token: 'tok-1', password: 'a much better one' });
  });

  it('says at once that a used link no longer works, before any typing', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'POST /api/v1/auth/reset-password/check': () => apiError(400, 'invalid_token', 'Invalid or expired token'),
    });
    renderApp('/auth/reset-password?token=used');
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/auth/reset-password/check')[0]?.body).toEqual({ token: 'used' });
  });

  it('explains a link that expired while the form was open, and offers a new one', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'POST /api/v1/auth/reset-password/check': () => json(200, { message: 'This link can be used' }),
      'POST /api/v1/auth/reset-password': () => apiError(400, 'invalid_token', 'Invalid or expired token'),
    });
    const { user } = renderApp('/auth/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'a much better one');
    await user.type(screen.getByLabelText('Confirm new password'), 'a much better one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});

describe('verify e-mail', () => {
  it('posts the token once and updates the signed-in member', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs({ ...member, isVerified: false }),
      'POST /api/v1/auth/verify-email': () => json(200, { user: member }),
    });
    const { queryClient } = renderApp('/auth/verify-email?token=abc');
    expect(await screen.findByText('Your e-mail address is verified. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/app/dashboard');
    expect(api.callsTo('POST /api/v1/auth/verify-email')).toHaveLength(1);
    expect(api.callsTo('POST /api/v1/auth/verify-email')[0]?.body).toEqual({ token: 'abc' });
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toMatchObject({ isVerified: true }));
  });

  it('works signed out and explains an invalid link', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'POST /api/v1/auth/verify-email': () => apiError(400, 'invalid_token', 'Invalid or expired token'),
    });
    renderApp('/auth/verify-email?token=nope');
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
