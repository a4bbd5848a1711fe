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

  it('says so when Google or LinkedIn sign-in is not configured', async () => {
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { user } = renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign-in is not configured on this server')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with LinkedIn' }));
    expect(await screen.findByText('LinkedIn sign-in is not configured on this server')).toBeInTheDocument();
  });

  it('sends a signed-in member straight on to the dashboard', async () => {
    stubApi({ 'GET /api/v1/session': () => json(200, { user: member }) });
    const { location } = renderApp('/auth/login');
    expect(await screen.findByText('Welcome back, Ama!')).toBeInTheDocument();
    expect(location().pathname).toBe('/app/dashboard');
  });
});
