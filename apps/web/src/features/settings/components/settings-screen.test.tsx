import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const account = {
  email: 'ama@example.com',
  pendingEmail: null,
  language: 'en',
  timeZone: 'Africa/Accra',
  twoStep: { enabled: false, recoveryCodesLeft: 0 },
};
const base = { 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/account': () => json(200, { account }) };

describe('settings: account', () => {
  it('checks the password form before sending, then shows the server’s refusal on its field', async () => {
    const api = stubApi({
      ...base,
      'POST /api/v1/account/password': () =>
        apiError(400, 'wrong_password', 'Your current password is not right', { currentPassword: 'Your current password is not right' }),
    });
    const { user } = renderApp('/app/settings');
    const form = await screen.findByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Enter your current password')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/account/password')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Current password'), 'guess');
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'a brand new secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'a brand new secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is not right')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/account/password')[0]?.body).toEqual({ currentPassword: 'guess', newPassword: 'a brand new secret' });
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
  });

  it('asks for a new address with the password and shows it waiting, with Cancel', async () => {
    let pending: string | null = null;
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/account': () => json(200, { account: { ...account, pendingEmail: pending } }),
      'POST /api/v1/account/email': (call) => {
        pending = (call.body as { newEmail: string }).newEmail;
        return json(202, { message: 'sent' });
      },
      'DELETE /api/v1/account/email': () => json(200, { account }),
    });
    const { user } = renderApp('/app/settings');
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await user.type(within(form).getByLabelText('New e-mail address'), 'Ama@Example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(within(form).getByText('This is already your e-mail address')).toBeInTheDocument();
    expect(within(form).getByText('Enter your current password')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('New e-mail address'));
    await user.type(within(form).getByLabelText('New e-mail address'), 'ama.new@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'my password');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Waiting for confirmation: ama.new@example.com. Open the link we sent there.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/account/email')[0]?.body).toEqual({ newEmail: 'ama.new@example.com', password: 'my password' });
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByRole('button', { name: 'Change e-mail address' })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  });

  it('saves language and time zone together with Save', async () => {
    const api = stubApi({
      ...base,
      'PATCH /api/v1/account': (call) => json(200, { account: { ...account, ...(call.body as object) } }),
    });
    const { user } = renderApp('/app/settings');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Africa/Lagos');
    await user.click(save);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/account')[0]?.body).toEqual({ language: 'en', timeZone: 'Africa/Lagos' });
  });
});

describe('settings: security', () => {
  const sessions = [
    {
      id: 's1',
      browser: 'Chrome 131',
      os: 'Linux',
      device: 'desktop',
      ip: '10.0.0.1',
      place: null,
      signedInAt: '2026-11-29T08:00:00Z',
      lastActiveAt: '2026-11-29T08:00:00Z',
      current: true,
    },
    {
      id: 's2',
      browser: 'Chrome 131',
      os: 'Android 14',
      device: 'mobile',
      ip: '10.0.0.2',
      place: null,
      signedInAt: '2026-11-28T08:00:00Z',
      lastActiveAt: '2026-11-28T08:00:00Z',
      current: false,
    },
  ];
  it('lists sessions and signs out another device; shows failed sign-ins in the history', async () => {
    let list = sessions;
    const api = stubApi({
      ...base,
      'GET /api/v1/account/sessions': () => json(200, { sessions: list }),
      'DELETE /api/v1/account/sessions/s2': () => {
        list = sessions.slice(0, 1);
        return new Response(null, { status: 204 });
      },
      'GET /api/v1/account/sign-ins': () =>
        json(200, {
          events: [
            {
              id: 'e1',
              at: '2026-11-29T07:00:00Z',
              ip: '203.0.113.9',
              place: null,
              browser: null,
              os: null,
              method: 'password',
              outcome: 'wrong_password',
            },
          ],
        }),
    });
    const { user } = renderApp('/app/settings?tab=security');
    expect(await screen.findByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Wrong password · with the password')).toBeInTheDocument();
    expect(screen.getByText('Unknown browser · 203.0.113.9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out Chrome 131 on Android 14' }));
    expect(await screen.findByText('Chrome 131 on Android 14 was signed out')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/account/sessions/s2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
  });
});

describe('settings: privacy', () => {
  const privacy = {
    profileVisibility: 'members',
    connectionRequests: 'everyone',
    readReceipts: true,
    onlineStatus: true,
    endorsements: true,
  };
  it('saves the visibility and switches together, and unblocks a member', async () => {
    let blocked = [{ id: 'm2', firstName: 'Kojo', lastName: 'Boateng', title: '', avatar: null, blockedAt: '2026-11-28T08:00:00Z' }];
    const api = stubApi({
      ...base,
      'GET /api/v1/account/privacy': () => json(200, { privacy }),
      'PATCH /api/v1/account/privacy': (call) => json(200, { privacy: { ...privacy, ...(call.body as object) } }),
      'GET /api/v1/account/blocks': () => json(200, { blocked }),
      'DELETE /api/v1/account/blocks/m2': () => {
        blocked = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/app/settings?tab=privacy');
    await user.click(await screen.findByRole('radio', { name: /Only my connections/ }));
    await user.click(screen.getByRole('switch', { name: 'Allow endorsements' }));
    await user.click(screen.getByRole('switch', { name: 'Send read receipts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Privacy settings saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/account/privacy')[0]?.body).toMatchObject({
      profileVisibility: 'connections',
      endorsements: false,
      readReceipts: false,
    });
    await user.click(screen.getByRole('button', { name: 'Unblock Kojo Boateng' }));
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });
});

describe('settings: two-step sign-in', () => {
  it('asks for the password, shows the key, and lists the recovery codes once the code is right', async () => {
    const api = stubApi({
      ...base,
      'GET /api/v1/account/sessions': () => json(200, { sessions: [] }),
      'GET /api/v1/account/sign-ins': () => json(200, { events: [] }),
      'POST /api/v1/account/two-step/setup': () =>
        json(200, { secret: 'ABCDEFGHIJKLMNOP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg/>' }),
      'POST /api/v1/account/two-step/enable': (call) =>
        (call.body as { code: string }).code === '123456'
          ? json(200, { recoveryCodes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'] })
          : apiError(400, 'wrong_code', 'That code is not right', { code: 'That code is not right' }),
    });
    const { user } = renderApp('/app/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your current password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaa-bbbb-cccc', 'dddd-eeee-ffff']);
    expect(api.callsTo('POST /api/v1/account/two-step/setup')[0]?.body).toEqual({ password: 'my password' });
  });
});

describe('settings: linked sign-in accounts', () => {
  it('lists Google and unlinks it; without a password, unlinking is not offered', async () => {
    let identities = [{ provider: 'google', email: 'ama@gmail.com', linkedAt: '2026-11-20T08:00:00Z' }];
    let hasPassword = true;
    const api = stubApi({
      ...base,
      'GET /api/v1/account/identities': () => json(200, { identities, hasPassword }),
      'DELETE /api/v1/account/identities/google': () => {
        identities = [];
        return new Response(null, { status: 204 });
      },
      'GET /api/v1/account/sessions': () => json(200, { sessions: [] }),
      'GET /api/v1/account/sign-ins': () => json(200, { events: [] }),
    });
    const { user, unmount } = renderApp('/app/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByText('No Google or LinkedIn account is linked.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/account/identities/google')).toHaveLength(1);
    unmount();

    identities = [{ provider: 'google', email: 'ama@gmail.com', linkedAt: '2026-11-20T08:00:00Z' }];
    hasPassword = false;
    renderApp('/app/settings?tab=security');
    expect(await screen.findByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    expect(screen.getByText(/Your account has no password yet/)).toBeInTheDocument();
  });
});
