import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';
import { onTestClock, typeOnTestClock } from '../../../test/fake-clock';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { fakeNetwork, person } from '../test-fixtures';

function open(path = '/app/connections', change: (fake: ReturnType<typeof fakeNetwork>) => Parameters<typeof stubApi>[0] = () => ({})) {
  const fake = fakeNetwork();
  const api = stubApi({ 'GET /api/v1/session': signedInAs(member), ...fake.handlers, ...change(fake) });
  return { ...renderApp(path), api, fake };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('Connections', () => {
  it('shows my network as cards with every field, the tab counts and the network statistics', async () => {
    open();
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
    const { user, location } = open('/app/connections?tab=discover');
    expect(await screen.findByRole('article', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(tab(/Discover/)).toHaveAttribute('aria-selected', 'true');
    await user.click(tab(/Following/));
    expect(location().search).toBe('?tab=following');
    expect(await screen.findByText('You are not following anyone yet')).toBeInTheDocument();
    await user.click(tab(/My Network/));
    expect(location().search).toBe('');
  });

  it('replaces an unknown ?tab= in the address with My Network', async () => {
    const { location, navigationType } = open('/app/connections?tab=bogus');
    expect(await screen.findByRole('article', { name: 'Kwame Asante' })).toBeInTheDocument();
    expect(tab(/My Network/)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(location().search).toBe(''));
    expect(navigationType()).toBe('REPLACE');
  });

  it("names each tab panel's list with an h2 above the cards' h3 names", async () => {
    const { user } = open();
    const kwame = await screen.findByRole('heading', { level: 3, name: 'Kwame Asante' });
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Your connections' })).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Your connections' })).toContainElement(kwame);
    await user.click(tab(/Discover/));
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name: 'People you may know' })).toBeInTheDocument();
  });

  it('lists received and sent requests; accepting moves the sender to My Network and raises the count, once', async () => {
    const { user, api } = open('/app/connections?tab=requests');
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
    const { user, api } = open('/app/connections?tab=requests');
    await user.click(await screen.findByRole('button', { name: 'Decline Yaw Darko' }));
    expect(await screen.findByText('Request from Yaw Darko declined')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw request to Chinedu Okafor' }));
    expect(await screen.findByText('Request to Chinedu Okafor withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/connections/requests/r-yaw/decline')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/v1/connections/requests/r-chinedu')).toHaveLength(1);
  });

  it('says so when a request was answered elsewhere, and refreshes', async () => {
    const { user } = open('/app/connections?tab=requests', () => ({
      'POST /api/v1/connections/requests/r-yaw/accept': () => apiError(404, 'not_found', 'This connection request does not exist'),
    }));
    await user.click(await screen.findByRole('button', { name: 'Accept Yaw Darko' }));
    expect(await screen.findByText('This request is no longer pending; the list is up to date now.')).toBeInTheDocument();
  });

  it('searches people once typing pauses; a blank query clears the results and makes no call', async () => {
    const { user, api } = open();
    await screen.findByRole('article', { name: 'Kwame Asante' });
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search people' });
    const searches = () => api.callsTo('GET /api/v1/people/search').map((c) => c.search);
    const pause = () => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await typeOnTestClock(box, '   ', pause);
    expect(searches()).toEqual([]);

    await user.clear(box);
    await typeOnTestClock(box, 'python', pause);
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('2 people found')).toBeInTheDocument();
    expect(searches()).toEqual(['?q=python']);
    expect(within(results).getByRole('article', { name: 'Wanjiru Kamau' })).toBeInTheDocument();

    await onTestClock(() => fireEvent.click(screen.getByRole('button', { name: 'Clear search' })), pause);
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(searches()).toEqual(['?q=python']);

    await user.type(box, 'nobody');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('says "Top 20 matches" when the search fills the server\'s page of results, not "20 people found"', async () => {
    const { user } = open('/app/connections', () => ({
      'GET /api/v1/people/search': () =>
        json(200, { items: Array.from({ length: 20 }, (_, i) => person(`m-kofi${i}`, 'Kofi', `Mensah ${i + 1}`)) }),
    }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search people' }), 'kofi');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('Top 20 matches — refine your search to narrow it')).toBeInTheDocument();
    expect(within(results).queryByText('20 people found')).not.toBeInTheDocument();
    expect(within(results).getAllByRole('article')).toHaveLength(20);
  });

  it('sends a request with a message from a search result: the dialog closes, and the card shows Pending', async () => {
    const { user, api } = open();
    await user.type(await screen.findByRole('searchbox', { name: 'Search people' }), 'wanjiru');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await user.click(await within(results).findByRole('button', { name: 'Connect with Wanjiru Kamau' }));

    const dialog = screen.getByRole('dialog', { name: 'Connect with Wanjiru Kamau' });
    const message = within(dialog).getByLabelText('Personal message (optional)');
    expect(message).toHaveFocus();
    expect(within(dialog).getByText('0 of 300 characters')).toBeInTheDocument();
    await user.type(message, 'Hello from Accra');
    expect(within(dialog).getByText('16 of 300 characters')).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Connection request sent to Wanjiru Kamau')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/connections/requests')).toHaveLength(1);
    expect(api.callsTo('POST /api/v1/connections/requests')[0]?.body).toEqual({ personId: 'm-wanjiru', message: 'Hello from Accra' });
    expect(await within(results).findByRole('button', { name: 'Pending request to Wanjiru Kamau' })).toBeDisabled();
    // The search refreshes after the send.
    await waitFor(() => expect(api.callsTo('GET /api/v1/people/search').length).toBeGreaterThan(1));

    // Withdraw from the card's menu.
    await user.click(within(results).getByRole('button', { name: 'More actions for Wanjiru Kamau' }));
    await user.click(screen.getByRole('menuitem', { name: 'Withdraw request' }));
    expect(await within(results).findByRole('button', { name: 'Connect with Wanjiru Kamau' })).toBeEnabled();

    // A new dialog starts with an empty message.
    await user.click(within(results).getByRole('button', { name: 'Connect with Wanjiru Kamau' }));
    expect(screen.getByLabelText('Personal message (optional)')).toHaveValue('');
  });

  it('keeps the dialog and the message when sending fails, and closes it when they are already connected', async () => {
    let answer = () => apiError(500, 'internal_error', 'Something went wrong on our side');
    const { user } = open('/app/connections?tab=discover', () => ({ 'POST /api/v1/connections/requests': () => answer() }));
    await user.click(await screen.findByRole('button', { name: 'Connect with Wanjiru Kamau' }));
    await user.type(screen.getByLabelText('Personal message (optional)'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send connection request. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Personal message (optional)')).toHaveValue('Hi');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();

    answer = () => apiError(409, 'already_connected', 'You are already connected with Wanjiru Kamau');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('You are already connected with Wanjiru Kamau')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells an unverified member to confirm their e-mail first (403 email_unverified)', async () => {
    const { user } = open('/app/connections?tab=discover', () => ({
      'POST /api/v1/connections/requests': () => apiError(403, 'email_unverified', 'Confirm your e-mail address first'),
    }));
    await user.click(await screen.findByRole('button', { name: 'Connect with Wanjiru Kamau' }));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(/^Confirm your e-mail address first: open the link we sent you/)).toBeInTheDocument();
  });

  it('removes a connection after confirming, and the count drops', async () => {
    const { user, api } = open();
    const kwame = await screen.findByRole('article', { name: 'Kwame Asante' });
    await waitFor(() => expect(tab(/My Network/)).toHaveAccessibleName('My Network 6'));
    await user.click(within(kwame).getByRole('button', { name: 'More actions for Kwame Asante' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove connection' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove connection?' });
    expect(confirm).toHaveTextContent('Kwame Asante will no longer be in your network.');
    await user.dblClick(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Kwame Asante was removed from your network')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kwame Asante' })).not.toBeInTheDocument();
    expect(tab(/My Network/)).toHaveAccessibleName('My Network 5');
    expect(api.callsTo('DELETE /api/v1/connections/m-kwame')).toHaveLength(1);
  });

  it('follows and unfollows, with the Following count and list', async () => {
    const { user, api } = open('/app/connections?tab=discover');
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
    const { user, api } = open('/app/connections?tab=discover');
    await user.dblClick(await screen.findByRole('button', { name: 'Follow Wanjiru Kamau' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Wanjiru Kamau' })).toBeInTheDocument();
    await waitFor(() => expect(tab(/Following/)).toHaveAccessibleName('Following 1'));
    expect(api.callsTo('PUT /api/v1/follows/m-wanjiru')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/v1/follows/m-wanjiru')).toHaveLength(0);
  });

  it('undoes a follow the server refuses, and says so', async () => {
    const { user } = open('/app/connections?tab=discover', () => ({
      'PUT /api/v1/follows/m-wanjiru': () => apiError(500, 'internal_error', 'x'),
    }));
    await user.click(await screen.findByRole('button', { name: 'Follow Wanjiru Kamau' }));
    expect(await screen.findByText('Could not follow Wanjiru Kamau. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Wanjiru Kamau' })).toBeInTheDocument();
  });

  it('opens a read-only profile summary from a name, with the way to the full profile', async () => {
    const { user } = open();
    const kwame = await screen.findByRole('article', { name: 'Kwame Asante' });
    await user.click(within(kwame).getByRole('button', { name: 'Kwame Asante' }));
    const dialog = screen.getByRole('dialog', { name: 'Kwame Asante' });
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
    const { user } = open('/app/connections', (fake) => {
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
    const { user } = open('/app/connections', () => ({
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
