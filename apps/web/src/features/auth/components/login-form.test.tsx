import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, noOAuth, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

describe('Login form', () => {
  it('reads "Signing in..." while busy, then shows the server\'s error', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    document.cookie = 'sl_csrf=csrf-abc; path=/';
    const { user } = renderApp('/auth/login');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' ama.mensah@example.com ');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    const [call] = api.callsTo('POST /api/v1/auth/login');
    expect(call?.body).toEqual({ email: 'ama.mensah@example.com', password: 'wrong password', rememberMe: true });
    expect(call?.headers['x-csrf-token']).toBe('csrf-abc');

    answer(apiError(401, 'invalid_credentials', 'Invalid e-mail or password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows the server's answer to a form posted before the script arrived, once: not again on the next form", async () => {
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const refused = {
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Invalid e-mail or password' } },
      fields: { email: 'ama.mensah@example.com' },
    };
    const { user } = renderApp('/auth/login', undefined, refused);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password');
    expect(screen.getByLabelText('Email')).toHaveValue('ama.mensah@example.com');
    // On to register and back: forms opened in the app start empty.
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Sign in' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('requires e-mail and password before calling the server', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.callsTo('POST /api/v1/auth/login')).toHaveLength(0);
  });

  it('offers only the providers the server has configured', async () => {
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { unmount } = renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    unmount();
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': () => json(200, { oauth: { google: true, linkedin: false }, devMailbox: false }),
    });
    renderApp('/auth/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with LinkedIn' })).not.toBeInTheDocument();
  });

  it('explains why a provider sign-in came back here', async () => {
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { unmount } = renderApp('/auth/login?link=google');
    expect(await screen.findByText(/Sign in with your password once to link Google/)).toBeInTheDocument();
    unmount();
    renderApp('/auth/login?oidc_error=email_unverified');
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider has not verified your e-mail address');
  });

  it('tells the member when their password also linked the provider they came from', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/login': () => json(200, { user: member, linked: 'google' }),
    });
    document.cookie = 'sl_csrf=csrf-abc; path=/';
    const { user } = renderApp('/auth/login?link=google');
    await user.type(await screen.findByLabelText('Email'), member.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Google is now linked to your account: next time you can sign in with it.')).toBeInTheDocument();
  });

  it('sends a signed-in member straight on to the dashboard', async () => {
    stubApi({ 'GET /api/v1/session': () => json(200, { user: member }) });
    const { location } = renderApp('/auth/login');
    expect(await screen.findByText('Welcome back, Ama!')).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
  });
});
