import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';
import { onTestClock, typeOnTestClock } from '../../../test/fake-clock';
import { apiError, json } from '../../../test/fetch-stub';
import { person } from '../test-fixtures';
import { openConnections } from '../test-page';

describe('Connections: finding people and asking to connect', () => {
  it('searches people once typing pauses; a blank query clears the results and makes no call', async () => {
    const { user, api } = openConnections();
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
    const { user } = openConnections('/app/connections', () => ({
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
    const { user, api } = openConnections();
    await user.type(await screen.findByRole('searchbox', { name: 'Search people' }), 'wanjiru');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await user.click(await within(results).findByRole('button', { name: 'Connect with Wanjiru Kamau' }));

    const dialog = await screen.findByRole('dialog', { name: 'Connect with Wanjiru Kamau' });
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
    await user.click(await screen.findByRole('menuitem', { name: 'Withdraw request' }));
    expect(await within(results).findByRole('button', { name: 'Connect with Wanjiru Kamau' })).toBeEnabled();

    // A new dialog starts with an empty message.
    await user.click(within(results).getByRole('button', { name: 'Connect with Wanjiru Kamau' }));
    expect(screen.getByLabelText('Personal message (optional)')).toHaveValue('');
  });

  it('keeps the dialog and the message when sending fails, and closes it when they are already connected', async () => {
    let answer = () => apiError(500, 'internal_error', 'Something went wrong on our side');
    const { user } = openConnections('/app/connections?tab=discover', () => ({ 'POST /api/v1/connections/requests': () => answer() }));
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
    const { user } = openConnections('/app/connections?tab=discover', () => ({
      'POST /api/v1/connections/requests': () => apiError(403, 'email_unverified', 'Confirm your e-mail address first'),
    }));
    await user.click(await screen.findByRole('button', { name: 'Connect with Wanjiru Kamau' }));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(/^Confirm your e-mail address first: open the link we sent you/)).toBeInTheDocument();
  });
});
