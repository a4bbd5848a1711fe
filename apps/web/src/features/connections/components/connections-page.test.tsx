import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '../../../test/fetch-stub';
import { fakeNetwork } from '../test-fixtures';
import { openConnections, tab } from '../test-page';

describe('Connections', () => {
  it('shows my network as cards with every field, the tab counts and the network statistics', async () => {
    openConnections();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeInTheDocument();
    expect(document.title).toBe('Connections | SkillLink');
    const kwame = await screen.findByRole('article', { name: 'Kwame Asante' });
    expect(within(kwame).getByText('Data Analyst')).toBeInTheDocument();
    expect(within(kwame).getByText('MTN Ghana')).toBeInTheDocument();
    expect(within(kwame).getByText('Accra, Ghana')).toBeInTheDocument();
    expect(within(kwame).getByText('Online')).toBeInTheDocument();
    expect(within(kwame).getByText('40% match')).toBeInTheDocument();
    expect(within(kwame).getByText('3 mutual connections')).toBeInTheDocument();
    const skills = within(kwame).getByRole('list', { name: 'Skills of Kwame Asante' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Python', 'SQL', 'Tableau', '+2 more']);
    expect(within(kwame).getByRole('link', { name: 'Message Kwame Asante' })).toHaveAttribute('href', '/app/messages?with=m-kwame');
    expect(within(kwame).getByRole('button', { name: 'Follow Kwame Asante' })).toBeInTheDocument();

    await waitFor(() => expect(tab(/My Network/)).toHaveAccessibleName('My Network 6'));
    expect(tab(/Requests/)).toHaveAccessibleName('Requests 1');
    expect(tab(/Following/)).toHaveAccessibleName('Following 0');
    expect(tab(/My Network/)).toHaveAttribute('aria-selected', 'true');

    const stats = screen.getByRole('region', { name: 'Network statistics' });
    expect(await within(stats).findByText('14')).toBeInTheDocument();
    expect(within(stats).getByText('Total connections').nextElementSibling).toHaveTextContent('6');
    expect(within(stats).getByText('Mutual connections').nextElementSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Network reach').nextElementSibling).toHaveTextContent('14');
    expect(within(stats).getByText('Programming')).toBeInTheDocument();
    expect(within(stats).getByText('67%')).toBeInTheDocument();
    expect(within(stats).getByText('3 connections')).toBeInTheDocument();
  });

  it('opens a tab from ?tab= and keeps the chosen tab in the address', async () => {
    const { user, location } = openConnections('/app/connections?tab=discover');
    expect(await screen.findByRole('article', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(tab(/Discover/)).toHaveAttribute('aria-selected', 'true');
    await user.click(tab(/Following/));
    expect(location().search).toBe('?tab=following');
    expect(await screen.findByText('You are not following anyone yet')).toBeInTheDocument();
    await user.click(tab(/My Network/));
    expect(location().search).toBe('');
  });

  it('replaces an unknown ?tab= in the address with My Network', async () => {
    const { location, navigationType } = openConnections('/app/connections?tab=bogus');
    expect(await screen.findByRole('article', { name: 'Kwame Asante' })).toBeInTheDocument();
    expect(tab(/My Network/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(location().search).toBe(''));
    expect(navigationType()).toBe('REPLACE');
  });

  it("names each tab panel's list with an h2 above the cards' h3 names", async () => {
    const { user } = openConnections();
    const kwame = await screen.findByRole('heading', { level: 3, name: 'Kwame Asante' });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Your connections' })).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Your connections' })).toContainElement(kwame);
    await user.click(tab(/Discover/));
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name: 'People you may know' })).toBeInTheDocument();
  });

  it('lists received and sent requests; accepting moves the sender to My Network and raises the count, once', async () => {
    const { user, api } = openConnections('/app/connections?tab=requests');
    const received = await screen.findByRole('list', { name: 'Requests sent to you' });
    const yaw = within(received).getByRole('article', { name: 'Yaw Darko' });
    expect(within(yaw).getByText('Mobile Developer')).toBeInTheDocument();
    expect(within(yaw).getByText('Hubtel')).toBeInTheDocument();
    expect(within(yaw).getByText('Hi Ama, we met at DevFest Accra.')).toBeInTheDocument();
    expect(within(yaw).getByText('2h ago')).toHaveAttribute('datetime');
    const sent = screen.getByRole('list', { name: 'Requests you sent' });
    expect(within(sent).getByRole('article', { name: 'Chinedu Okafor' })).toHaveTextContent('Pending response');

    const accept = within(yaw).getByRole('button', { name: 'Accept Yaw Darko' });
    await user.dblClick(accept);
    expect(await screen.findByText('You are now connected with Yaw Darko')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/connections/requests/r-yaw/accept')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Requests sent to you' })).not.toBeInTheDocument());
    expect(screen.getByText('No requests are waiting for you.')).toBeInTheDocument();
    await waitFor(() => expect(tab(/My Network/)).toHaveAccessibleName('My Network 7'));
    expect(tab(/Requests/)).toHaveAccessibleName('Requests 0');

    await user.click(tab(/My Network/));
    expect(await screen.findByRole('article', { name: 'Yaw Darko' })).toBeInTheDocument();
  });

  it('declines a received request and withdraws a sent one; with none left it says "No pending requests"', async () => {
    const { user, api } = openConnections('/app/connections?tab=requests');
    await user.click(await screen.findByRole('button', { name: 'Decline Yaw Darko' }));
    expect(await screen.findByText('Request from Yaw Darko declined')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw request to Chinedu Okafor' }));
    expect(await screen.findByText('Request to Chinedu Okafor withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/connections/requests/r-yaw/decline')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/v1/connections/requests/r-chinedu')).toHaveLength(1);
  });

  it('says so when a request was answered elsewhere, and refreshes', async () => {
    const { user } = openConnections('/app/connections?tab=requests', () => ({
      'POST /api/v1/connections/requests/r-yaw/accept': () => apiError(404, 'not_found', 'This connection request does not exist'),
    }));
    await user.click(await screen.findByRole('button', { name: 'Accept Yaw Darko' }));
    expect(await screen.findByText('This request is no longer pending; the list is up to date now.')).toBeInTheDocument();
  });

  it('removes a connection after confirming, and the count drops', async () => {
    const { user, api } = openConnections();
    const kwame = await screen.findByRole('article', { name: 'Kwame Asante' });
    await waitFor(() => expect(tab(/My Network/)).toHaveAccessibleName('My Network 6'));
    await user.click(within(kwame).getByRole('button', { name: 'More actions for Kwame Asante' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove connection' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove connection?' });
    expect(confirm).toHaveTextContent('Kwame Asante will no longer be in your network.');
    await user.dblClick(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Kwame Asante was removed from your network')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kwame Asante' })).not.toBeInTheDocument();
    expect(tab(/My Network/)).toHaveAccessibleName('My Network 5');
    expect(api.callsTo('DELETE /api/v1/connections/m-kwame')).toHaveLength(1);
  });

  it('follows and unfollows, with the Following count and list', async () => {
    const { user, api } = openConnections('/app/connections?tab=discover');
    await user.click(await screen.findByRole('button', { name: 'Follow Wanjiru Kamau' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Wanjiru Kamau' })).toBeInTheDocument();
    expect(await screen.findByText('You are now following Wanjiru Kamau')).toBeInTheDocument();
    await waitFor(() => expect(tab(/Following/)).toHaveAccessibleName('Following 1'));
    expect(api.callsTo('PUT /api/v1/follows/m-wanjiru')).toHaveLength(1);

    await user.click(tab(/Following/));
    const list = await screen.findByRole('list', { name: 'People you follow' });
    await user.click(within(list).getByRole('button', { name: 'Unfollow Wanjiru Kamau' }));
    expect(await screen.findByText('You are not following anyone yet')).toBeInTheDocument();
    expect(tab(/Following/)).toHaveAccessibleName('Following 0');
  });

  it('a double-clicked Follow follows once, and is not undone by the second click', async () => {
    const { user, api } = openConnections('/app/connections?tab=discover');
    await user.dblClick(await screen.findByRole('button', { name: 'Follow Wanjiru Kamau' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Wanjiru Kamau' })).toBeInTheDocument();
    await waitFor(() => expect(tab(/Following/)).toHaveAccessibleName('Following 1'));
    expect(api.callsTo('PUT /api/v1/follows/m-wanjiru')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/v1/follows/m-wanjiru')).toHaveLength(0);
  });

  it('undoes a follow the server refuses, and says so', async () => {
    const { user } = openConnections('/app/connections?tab=discover', () => ({
      'PUT /api/v1/follows/m-wanjiru': () => apiError(500, 'internal_error', 'x'),
    }));
    await user.click(await screen.findByRole('button', { name: 'Follow Wanjiru Kamau' }));
    expect(await screen.findByText('Could not follow Wanjiru Kamau. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Wanjiru Kamau' })).toBeInTheDocument();
  });

  it('opens a read-only profile summary from a name, with the way to the full profile', async () => {
    const { user } = openConnections();
    const kwame = await screen.findByRole('article', { name: 'Kwame Asante' });
    await user.click(within(kwame).getByRole('button', { name: 'Kwame Asante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kwame Asante' });
    expect(dialog).toHaveTextContent('Data Analyst');
    expect(dialog).toHaveTextContent('Connected');
    // Kwame is online: said once, beside the photo's dot (which says nothing more).
    expect(within(dialog).getAllByText('Online')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'View full profile' })).toHaveAttribute('href', '/app/profile/m-kwame');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(kwame).getByRole('button', { name: 'Kwame Asante' })).toHaveFocus();
  });

  it('shows the empty states: no connections, no suggestions', async () => {
    const { user } = openConnections('/app/connections', (fake) => {
      fake.state.network = [];
      fake.state.otherConnections = 0;
      fake.state.discover = [];
      return {};
    });
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discover people' }));
    expect(await screen.findByText('No suggestions right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Skills' })).toHaveAttribute('href', '/app/profile?tab=skills');
  });

  it('shows a retry when a list or the statistics fail to load', async () => {
    let fail = true;
    const { user } = openConnections('/app/connections', () => ({
      'GET /api/v1/network/stats': () =>
        fail
          ? apiError(500, 'internal_error', 'x')
          : json(200, {
              ...fakeNetwork().handlers,
              totalConnections: 1,
              networkReach: 0,
              mutualConnections: 0,
              industryBreakdown: [],
              topSkills: [],
            }),
      'GET /api/v1/connections': () => apiError(500, 'internal_error', 'x'),
    }));
    expect(await screen.findByText('Your network could not be loaded')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Network statistics' });
    expect(await within(stats).findByText('Statistics could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(within(stats).getByRole('button', { name: 'Try again' }));
    expect(await within(stats).findByText('Industries appear once your connections add skills.')).toBeInTheDocument();
  });
});
