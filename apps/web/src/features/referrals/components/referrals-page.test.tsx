import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { empty, overview, referral } from '../test-fixtures';

function stubOverview(data = overview(), extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/session': signedInAs(member),
    'GET /api/v1/referrals': () => json(200, data),
    ...extra,
  });
}

const item = (name: string) => screen.getByRole('article', { name });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('Referrals page', () => {
  it('shows the points, the four stats, the code and link, the history in every state, and the panels', async () => {
    stubOverview();
    renderApp('/app/referrals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    expect(document.title).toBe('Referrals | SkillLink');
    expect(await screen.findByText('175 points')).toBeInTheDocument();

    for (const [label, value] of [
      ['Total Referrals', '12'],
      ['Successful Referrals', '7'],
      ['Pending Referrals', '3'],
      ['Reward Points', '175'],
    ]) {
      expect(screen.getByText(label!).closest('div')).toHaveTextContent(`${label}${value}`);
    }
    expect(screen.getByText('Invited, joined or under review')).toBeInTheDocument();
    // Nothing spent: no second figure under the points.
    expect(screen.queryByText(/^Earned in all/)).not.toBeInTheDocument();
    expect(screen.getByText('AMAQXRTPL')).toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/register?ref=AMAQXRTPL')).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Your referrals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const efua = item('Efua Asante');
    expect(within(efua).getByText('efua@example.com')).toBeInTheDocument();
    expect(within(efua).getByText('Status: Pending')).toBeInTheDocument();
    expect(within(efua).getByText('Invited 3 Nov 2026')).toBeInTheDocument();
    expect(within(efua).getByText('1 reminder sent · Next reminder 12 Dec')).toBeInTheDocument();
    expect(within(efua).queryByRole('button')).toBeNull();

    const yaw = item('Yaw Boateng');
    expect(within(yaw).getByText('Status: Joined')).toBeInTheDocument();
    expect(within(yaw).getByText('Joined with your link')).toBeInTheDocument();
    expect(within(yaw).getByText('Joined 5 Nov 2026')).toBeInTheDocument();
    expect(within(yaw).queryByText(/^Invited/)).not.toBeInTheDocument();
    expect(within(yaw).queryByRole('button')).not.toBeInTheDocument();

    const kofi = item('Kofi Owusu');
    expect(within(kofi).getByText('Status: Completed')).toBeInTheDocument();
    expect(within(kofi).getByText('Completed 10 Nov 2026')).toBeInTheDocument();
    expect(within(kofi).getByText('+25 points')).toBeInTheDocument();
    expect(within(item('Akua Mensah')).getByText('Status: Under review')).toBeInTheDocument();
    expect(within(item('Kwesi Appiah')).getByText('Status: Declined')).toBeInTheDocument();
    expect(within(item('Kwesi Appiah')).queryByRole('button')).not.toBeInTheDocument();

    const rewards = screen.getByRole('region', { name: 'Rewards' });
    expect(
      within(rewards).getByText(
        'Programme rules: 25 points for each successful referral, a 100-point bonus and the Community Builder badge at 10 successful referrals.',
      ),
    ).toBeInTheDocument();
    expect(within(rewards).getByText('7 of 10')).toBeInTheDocument();
    expect(within(rewards).queryByText('Community Builder')).not.toBeInTheDocument();
    const ledger = within(rewards).getByRole('list', { name: 'Points history' });
    expect(
      within(ledger)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['+25 · Kofi Owusu completed10 Nov 2026', '+100 · Bonus for 10 referrals10 Nov 2026', '−100 · Profile highlight10 Nov 2026']);
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByText('You earn 25 points')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
    expect(screen.getByText('18 invitations left today')).toBeInTheDocument();
  });

  it('copies the code and the link, each with its message', async () => {
    stubOverview();
    const { user } = renderApp('/app/referrals');
    await user.click(await screen.findByRole('button', { name: 'Copy Code' }));
    expect(await screen.findByText('Referral code copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('AMAQXRTPL');
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/register?ref=AMAQXRTPL');
  });

  it('shares through WhatsApp, e-mail or SMS without a share sheet, and uses the sheet where there is one', async () => {
    stubOverview();
    const first = renderApp('/app/referrals');
    await first.user.click(await screen.findByRole('button', { name: 'Share your referral link' }));
    const whatsApp = await screen.findByRole('menuitem', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=.*register%3Fref%3DAMAQXRTPL$/));
    expect(screen.getByRole('menuitem', { name: 'E-mail' })).toHaveAttribute('href', expect.stringMatching(/^mailto:\?subject=/));
    expect(screen.getByRole('menuitem', { name: 'SMS' })).toHaveAttribute('href', expect.stringMatching(/^sms:\?&body=/));
    await first.user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeInTheDocument();
    first.unmount();

    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderApp('/app/referrals');
    await user.click(await screen.findByRole('button', { name: 'Share your referral link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me on SkillLink',
      text: 'Join me on SkillLink to learn new skills and grow your network. Register with my link:',
      url: 'http://localhost:3000/register?ref=AMAQXRTPL',
    });
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });

  it('shows the empty state, and still the code and the form to start with', async () => {
    stubOverview(empty());
    renderApp('/app/referrals');
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    expect(screen.getByText('Start inviting friends to earn your first rewards!')).toBeInTheDocument();
    expect(screen.getByText('0 points')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send Direct Invitation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Highlight my profile — 100 points' })).toBeDisabled();
    expect(screen.getByText('You need 100 more points to highlight your profile.')).toBeInTheDocument();
  });

  it('offers Try again when the page cannot load', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/referrals': () => (fail ? apiError(500, 'internal', 'Something went wrong') : json(200, overview())),
    });
    const { user } = renderApp('/app/referrals');
    expect(await screen.findByText('Your referrals could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('AMAQXRTPL')).toBeInTheDocument();
  });

  it('loads older referrals with Show more, page after page', async () => {
    const api = stubOverview(overview({ nextCursor: 'c1' }), {
      'GET /api/v1/referrals/history': (call) =>
        new URLSearchParams(call.search).get('before') === 'c1'
          ? json(200, { items: [referral(10, { name: 'Older One' })], nextCursor: 'c2' })
          : json(200, { items: [referral(11, { name: 'Oldest One' })], nextCursor: null }),
    });
    const { user } = renderApp('/app/referrals');
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Older One' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Oldest One' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/referrals/history').map((c) => c.search)).toEqual(['?before=c1', '?before=c2']);
  });

  it('speaks French to a French member', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs({ ...member, language: 'fr' }),
      'GET /api/v1/referrals': () =>
        json(200, overview({ badgeEarnedAt: '2026-11-20T12:00:00.000Z', highlightUntil: '2027-01-12T12:00:00.000Z' })),
    });
    const { setLanguage } = await import('../../../lib/i18n');
    try {
      renderApp('/app/referrals');
      expect(await screen.findByRole('heading', { level: 1, name: 'Parrainages' })).toBeInTheDocument();
      expect(await screen.findByText('Parrainages au total')).toBeInTheDocument();
      expect(screen.getByText('175 points')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copier le code' })).toBeInTheDocument();
      expect(within(item('Efua Asante')).getByText('Statut : En attente')).toBeInTheDocument();
      expect(within(item('Efua Asante')).getByText('1 rappel envoyé · Prochain rappel le 12 déc.')).toBeInTheDocument();
      expect(within(item('Kofi Owusu')).getByText('Réussi le 10 nov. 2026')).toBeInTheDocument();
      expect(screen.getByText("18 invitations restantes aujourd'hui")).toBeInTheDocument();
      expect(screen.getByText('Bâtisseur de communauté')).toBeInTheDocument();
      expect(screen.getByText("Votre profil est mis en avant jusqu'au 12 janv.")).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  }, 15_000);
});
