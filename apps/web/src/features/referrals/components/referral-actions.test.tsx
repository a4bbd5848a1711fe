import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { overview, referral } from '../test-fixtures';

function stubReferrals(extra: Parameters<typeof stubApi>[0], data = overview()) {
  return stubApi({
    'GET /api/v1/session': signedInAs(member),
    'GET /api/v1/referrals': () => json(200, data),
    ...extra,
  });
}

async function fill(user: ReturnType<typeof renderApp>['user'], name: string, email: string, note = '') {
  const form = (await screen.findByRole('heading', { name: 'Send Direct Invitation' })).closest('section')!;
  await user.type(within(form).getByLabelText('Name'), name);
  await user.type(within(form).getByLabelText('Email'), email);
  if (note) await user.type(within(form).getByLabelText('Personal note (optional)'), note);
  return form;
}

describe('Referral actions', () => {
  it('sends an invitation: the trimmed fields and the note go out, the form clears and a toast says to whom', async () => {
    const api = stubReferrals({
      'POST /api/v1/referrals/invitations': () => json(201, { referral: referral(0, { name: 'Esi Quaye', email: 'esi@example.com' }) }),
    });
    const { user } = renderApp('/app/referrals');
    const form = await fill(user, '  Esi Quaye ', 'esi@example.com', 'Join our cohort');
    expect(within(form).getByText('15 / 500 characters')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Invitation sent successfully to Esi Quaye!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/referrals/invitations')[0]?.body).toEqual({
      name: 'Esi Quaye',
      email: 'esi@example.com',
      note: 'Join our cohort',
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    expect(within(form).getByLabelText('Personal note (optional)')).toHaveValue('');
    // The overview is asked for again (stats, history, invitations left).
    await waitFor(() => expect(api.callsTo('GET /api/v1/referrals').length).toBeGreaterThan(1));
  });

  it('checks the fields before sending: the name, and the spec message for an invalid address', async () => {
    const api = stubReferrals({});
    const { user } = renderApp('/app/referrals');
    const form = await fill(user, 'Esi', 'esi@example');
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(within(form).getByLabelText('Email')).toHaveFocus();

    await user.clear(within(form).getByLabelText('Name'));
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(api.callsTo('POST /api/v1/referrals/invitations')).toHaveLength(0);
  });

  it('shows an already-referred address next to the Email field, and the server field errors next to theirs', async () => {
    let answer = () => apiError(409, 'referral_duplicate', 'You have already referred this email address');
    stubReferrals({ 'POST /api/v1/referrals/invitations': () => answer() });
    const { user } = renderApp('/app/referrals');
    const form = await fill(user, 'Kofi', 'KOFI@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('You have already referred this email address'),
    );
    // Nothing typed is lost.
    expect(within(form).getByLabelText('Name')).toHaveValue('Kofi');

    answer = () => apiError(400, 'validation_failed', 'name: Name must be at most 100 characters', { name: 'Name is too long' });
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Name is too long'));
  });

  it('says when the day’s invitations are used up, and sends none', async () => {
    stubReferrals({}, overview({ invitesLeftToday: 0 }));
    renderApp('/app/referrals');
    expect(
      await screen.findByText("You have sent all of today's invitations. You can send more tomorrow, or share your link meanwhile."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Invitation' })).toBeDisabled();
  });

  it("says the day's limit above the form when the server refuses for it, and reads the count again", async () => {
    let left = 1;
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/referrals': () => json(200, overview({ invitesLeftToday: left })),
      'POST /api/v1/referrals/invitations': () => {
        left = 0;
        return apiError(429, 'referral_daily_limit', 'You can send at most 20 invitations a day');
      },
    });
    const { user } = renderApp('/app/referrals');
    const form = await fill(user, 'Esi', 'esi@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(form).findByText('You can send at most 20 invitations a day')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send Invitation' })).toBeDisabled());
    expect(api.callsTo('GET /api/v1/referrals')).toHaveLength(2);
  });

  it('spends 100 points on a profile highlight and shows until when', async () => {
    let data = overview();
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/referrals': () => json(200, data),
      'POST /api/v1/referrals/highlight': () => {
        data = overview({ balance: 75, highlightUntil: '2027-01-12T12:00:00.000Z' });
        return json(200, { balance: 75, highlightUntil: '2027-01-12T12:00:00.000Z' });
      },
    });
    const { user } = renderApp('/app/referrals');
    await user.click(await screen.findByRole('button', { name: 'Highlight my profile — 100 points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Highlight your profile?' });
    await user.click(within(dialog).getByRole('button', { name: 'Spend 100 points' }));
    expect(await screen.findByText('75 points')).toBeInTheDocument();
    const rewards = screen.getByRole('region', { name: 'Rewards' });
    expect(await within(rewards).findByText('Your profile is highlighted until 12 Jan')).toBeInTheDocument();
    // While one is on, spending again extends it.
    expect(within(rewards).getByRole('button', { name: 'Extend my highlight — 100 points' })).toBeDisabled();
    expect(within(rewards).getByText('Spending 100 points again adds 30 days to your highlight.')).toBeInTheDocument();
    expect(within(rewards).getByText('You need 25 more points to highlight your profile.')).toBeInTheDocument();
    // Reward Points still counts what was earned, and says what is left to spend.
    expect(screen.getByText('Earned in all · 75 to spend')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/referrals/highlight')).toHaveLength(1);
  });

  it('says why a highlight was refused', async () => {
    stubReferrals({
      'POST /api/v1/referrals/highlight': () => apiError(409, 'points_insufficient', 'You need 100 points to highlight your profile'),
    });
    const { user } = renderApp('/app/referrals');
    await user.click(await screen.findByRole('button', { name: 'Highlight my profile — 100 points' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend 100 points' }));
    expect(await screen.findByText('You need 100 points to highlight your profile')).toBeInTheDocument();
  });
});
