import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, noOAuth, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

async function fillForm(user: ReturnType<typeof renderApp>['user'], overrides: { confirm?: string; terms?: boolean } = {}) {
  await user.type(await screen.findByLabelText('First name'), 'Kofi');
  await user.type(screen.getByLabelText('Last name'), 'Boateng');
  await user.type(screen.getByLabelText('Email'), 'kofi@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm password'), overrides.confirm ?? 'correct horse');
  if (overrides.terms !== false) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

describe('Register form', () => {
  it('shows "Passwords do not match" inline and sends nothing', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { user } = renderApp('/auth/register');
    await fillForm(user, { confirm: 'something else' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/v1/auth/register')).toHaveLength(0);
  });

  it('fills in the address a project invitation e-mailed (?email=)', async () => {
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    renderApp('/auth/register?email=nana%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('nana@example.com');
  });

  it('asks to agree to the terms before sending', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { user } = renderApp('/auth/register');
    await fillForm(user, { terms: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/auth/register')).toHaveLength(0);
  });

  it('sends only the four account fields, then says to check the e-mail (and signs nobody in)', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/register': () => json(202, { message: 'Check your e-mail: we sent you a link to finish creating your account.' }),
    });
    const { user, location } = renderApp('/auth/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a message to kofi@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
    expect(location().pathname).toBe('/auth/register');
    const [call] = api.callsTo('POST /api/v1/auth/register');
    expect(call?.body).toEqual({ firstName: 'Kofi', lastName: 'Boateng', email: 'kofi@example.com', password: 'correct horse' });
    expect(api.callsTo('PATCH /api/v1/session/preferences')).toHaveLength(0);
  });

  it('shows server field errors next to their field', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'POST /api/v1/auth/register': () =>
        apiError(400, 'validation_failed', 'lastName: Last name is too long', { lastName: 'Last name is too long' }),
    });
    const { user } = renderApp('/auth/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is too long'));
    expect(screen.getByLabelText('Last name')).toHaveFocus();
  });

  it('keeps a referral code from a short link', async () => {
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const { location } = renderApp('/register?ref=AMA2024');
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/register');
    expect(location().search).toBe('?ref=AMA2024');
  });

  it('says who invited the visitor of a referral link, and sends the code with the registration', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'GET /api/v1/referrals/codes/AMAQXRTPL': () => json(200, { firstName: 'Ama' }),
      'POST /api/v1/auth/register': () => json(202, { message: 'Check your e-mail' }),
    });
    const { user } = renderApp('/auth/register?ref=amaqxrtpl');
    expect(await screen.findByText('Ama invited you to SkillLink')).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/auth/register')[0]?.body).toEqual({
      firstName: 'Kofi',
      lastName: 'Boateng',
      email: 'kofi@example.com',
      password: 'correct horse',
      ref: 'amaqxrtpl',
    });
  });

  it('says a code that matches nobody is not recognised, and asks nothing without one', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/config': noOAuth,
      'GET /api/v1/referrals/codes/NOBODY': () => apiError(404, 'not_found', 'No member has this code'),
    });
    const first = renderApp('/auth/register?ref=NOBODY');
    await waitFor(() => expect(api.callsTo('GET /api/v1/referrals/codes/NOBODY')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(await screen.findByText('This invitation link is not recognised, but you can still create your account.')).toBeInTheDocument();
    expect(screen.queryByText(/invited you/)).not.toBeInTheDocument();
    first.unmount();

    renderApp('/auth/register');
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByText(/not recognised/)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/v1/referrals'))).toHaveLength(1);
  });

  it("words the server's confirm and terms checks as the form does, in French too (a form posted before the script arrived)", async () => {
    const { setLanguage } = await import('../../../lib/i18n');
    await setLanguage('fr');
    stubApi({ 'GET /api/v1/session': signedOut, 'GET /api/v1/config': noOAuth });
    const refused = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'confirmPassword: Passwords do not match; agreeToTerms: Please agree to the terms and conditions',
          fields: { confirmPassword: 'Passwords do not match', agreeToTerms: 'Please agree to the terms and conditions' },
          issues: [
            { field: 'confirmPassword', code: 'custom' },
            { field: 'agreeToTerms', code: 'custom' },
          ],
        },
      },
      fields: { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com' },
    };
    try {
      renderApp('/auth/register', undefined, refused);
      expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
      expect(screen.getByText('Veuillez accepter les conditions générales')).toBeInTheDocument();
      expect(screen.queryByText(/Passwords do not match|Please agree/)).not.toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});
