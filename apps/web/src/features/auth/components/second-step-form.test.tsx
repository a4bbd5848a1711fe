import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, noOAuth, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const WRONG = 'This code is not right. Check your authenticator app and try again';

describe('Two-step sign-in', () => {
  it('asks for the app’s code after the password, says what is wrong next to the field, then signs in', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/login': () => json(200, { secondStep: true }),
      'POST /api/v1/auth/two-step': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, location } = renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'ama.mensah@example.com');
    await user.type(screen.getByLabelText('Password'), 'my real password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/two-step');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');

    // Checked in the browser first: six digits.
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field).toHaveAccessibleDescription('Enter the 6 digits of the code');
    expect(api.callsTo('POST /api/v1/auth/two-step')).toHaveLength(0);

    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(api.callsTo('POST /api/v1/auth/two-step')[0]?.body).toEqual({ code: '123456' });
    answer(apiError(400, 'wrong_code', WRONG, { code: WRONG }));
    await screen.findByRole('button', { name: 'Verify' });
    expect(field).toHaveAccessibleDescription(WRONG);
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    answer(json(200, { user: member }));
    expect(await screen.findByText('Welcome back, Ama!')).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
  });

  it('takes a recovery code instead', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/two-step': () => json(200, { user: member }),
    });
    const { user, location } = renderApp('/auth/two-step');
    await user.click(await screen.findByRole('link', { name: 'Use a recovery code instead' }));
    const field = await screen.findByLabelText('Recovery code');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('link', { name: 'Use the code from your app instead' })).toBeInTheDocument();
    await user.type(field, 'abcd-efgh-ijkl');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Welcome back, Ama!')).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
    expect(api.callsTo('POST /api/v1/auth/two-step')[0]?.body).toEqual({ code: 'abcd-efgh-ijkl' });
  });

  it('sends the member back to the password when the sign-in is over', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/two-step': () => apiError(400, 'second_step_expired', 'Too many wrong codes. Please sign in again'),
    });
    const { user } = renderApp('/auth/two-step');
    await user.type(await screen.findByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes. Please sign in again');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/auth/login');
  });

  it('asks for the code after an e-mailed sign-in link too', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/sign-in-link/use': () => json(200, { secondStep: true }),
    });
    const { user, location } = renderApp('/auth/sign-in-link?token=tok-123');
    await user.click(await screen.findByRole('button', { name: 'Sign me in' }));
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/two-step');
  });
});
