import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced';
import { typeOnTestClock } from '../../../test/fake-clock';
import { renderApp } from '../../../test/render-app';
import { resetOutboxes } from '../outbox';
import { abena, conversation, fakeMessaging, kwame, me, message, minutesAgo, personOf, yaw } from '../test-fixtures';

const hours = (n: number) => minutesAgo(n * 60);

function threads() {
  const k = [
    message('c-kwame', 1, kwame.id, 'Hi Ama!', hours(3)),
    message('c-kwame', 2, me.id, 'Hello Kwame', hours(2)),
    message('c-kwame', 3, kwame.id, 'Are you at DevFest?', minutesAgo(5)),
  ];
  const a = [message('c-abena', 1, me.id, 'See you tomorrow', hours(30))];
  const y = [message('c-yaw', 1, yaw.id, '', hours(80), { deleted: true })];
  return [
    { conversation: conversation('c-abena', abena, a), messages: a },
    { conversation: conversation('c-kwame', kwame, k, { unreadCount: 2 }), messages: k },
    { conversation: conversation('c-yaw', yaw, y), messages: y },
  ];
}

export function openMessages(path = '/app/messages', fake = fakeMessaging(threads())) {
  const api = stubApi(Object.assign(fake.handlers, { 'GET /api/v1/session': signedInAs(member) }));
  return { ...renderApp(path), api, fake };
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');

function mobileScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Messages: the conversation list', () => {
  beforeEach(() => resetOutboxes());

  it('lists conversations by latest activity with name, last message, relative time (Yesterday) and unread count', async () => {
    openMessages();
    expect(await screen.findByRole('link', { name: 'Conversation with Kwame Asante, 2 unread messages' })).toBeInTheDocument();
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Kwame Asante');
    expect(first).toHaveTextContent('Are you at DevFest?');
    expect(within(first!).getByText('5m ago')).toHaveAttribute('datetime');
    expect(within(first!).getByTestId('unread-badge')).toHaveTextContent('2');
    expect(first!.querySelector('[data-online]')).not.toBeNull();
    expect(second).toHaveTextContent('Abena Osei');
    expect(second).toHaveTextContent('You: See you tomorrow');
    expect(within(second!).getByText('Yesterday')).toBeInTheDocument();
    expect(second!.querySelector('[data-online]')).toBeNull();
    expect(third).toHaveTextContent('message deleted');
    expect(within(third!).getByText('3d ago')).toBeInTheDocument();
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Messages | SkillLink'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Messages 2 unread' })).toBeInTheDocument();
  });

  it('says "No conversations" when there are none, and "No conversations match your search" for a search', async () => {
    const { user, api } = openMessages('/app/messages', fakeMessaging([]));
    expect(await screen.findByText('No conversations')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zed');
    expect(await screen.findByText('No conversations match your search')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/conversations').some((call) => call.search === '?q=zed')).toBe(true);
    expect(document.title).toBe('Messages | SkillLink');
  });

  it('searches on the server once typing pauses', async () => {
    const { api } = openMessages();
    await screen.findByRole('link', { name: /Conversation with Kwame Asante/ });
    await typeOnTestClock(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search conversations' }), 'abe', () =>
      vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Abena Osei');
    const searches = api.callsTo('GET /api/v1/conversations').filter((call) => call.search.startsWith('?q='));
    expect(searches.map((call) => call.search)).toEqual(['?q=abe']);
  });

  it('loads more conversations', async () => {
    const many = Array.from({ length: 3 }, (_, i) => {
      const other = personOf(`m-${i}`, `Person${i}`, 'Test');
      const messages = [message(`c-${i}`, 1, other.id, `Hello ${i}`, minutesAgo(10 + i))];
      return { conversation: conversation(`c-${i}`, other, messages), messages };
    });
    const { user } = openMessages('/app/messages', fakeMessaging(many, { pageSize: 2 }));
    await screen.findByText('Hello 1');
    expect(screen.queryByText('Hello 2')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Hello 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a conversation from ?with=, putting a new one on top', async () => {
    const fake = fakeMessaging(threads(), { connections: [kwame, abena, yaw, personOf('m-esi', 'Esi', 'Boateng')] });
    const { location, api } = openMessages('/app/messages?with=m-esi', fake);
    await waitFor(() => expect(location().pathname).toBe('/app/messages/c-m-esi'));
    expect(api.callsTo('POST /api/v1/conversations')[0]!.body).toEqual({ personId: 'm-esi' });
    expect(await screen.findByText('Start the conversation')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Esi Boateng'));
    expect(screen.getByRole('heading', { level: 2, name: 'Esi Boateng' })).toBeInTheDocument();
  });

  it('refuses ?with= someone who is not a connection: "User not found in connections"', async () => {
    const { location } = openMessages('/app/messages?with=m-stranger');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found in connections');
    expect(location().pathname).toBe('/app/messages');
    expect(location().search).toBe('');
  });

  it('says "Failed to start conversation" when starting fails for another reason', async () => {
    const fake = fakeMessaging(threads());
    fake.handlers['POST /api/v1/conversations'] = () => apiError(500, 'internal_error', 'Boom');
    openMessages('/app/messages?with=m-kwame', fake);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start conversation');
  });

  it('deletes a conversation for me after confirming; the open view clears', async () => {
    const { user, api, location } = openMessages('/app/messages/c-abena');
    expect(await screen.findByText('See you tomorrow', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete conversation with Abena Osei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(location().pathname).toBe('/app/messages'));
    expect(api.callsTo('DELETE /api/v1/conversations/c-abena')).toHaveLength(1);
    expect(screen.queryByText('Abena Osei')).not.toBeInTheDocument();
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
  });

  it('opening a conversation marks it read: badge and title count go', async () => {
    const { api } = openMessages('/app/messages/c-kwame');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await screen.findByText('Are you at DevFest?', { selector: 'p[dir]' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/v1/conversations/c-kwame/read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
    await waitFor(() => expect(document.title).toBe('Messages | SkillLink'));
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 2, name: 'Kwame Asante' }).parentElement!;
    expect(header).toHaveTextContent('Data Analyst · Online');
  });

  it('below 768 px shows one pane at a time, the chat with a back button', async () => {
    mobileScreen();
    const { user, location } = openMessages();
    await user.click(await screen.findByRole('link', { name: /Conversation with Abena Osei/ }));
    expect(location().pathname).toBe('/app/messages/c-abena');
    expect(await screen.findByRole('heading', { level: 2, name: 'Abena Osei' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search conversations' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to conversations' }));
    expect(location().pathname).toBe('/app/messages');
    expect(await screen.findByRole('searchbox', { name: 'Search conversations' })).toBeInTheDocument();
    expect(screen.queryByText('Start a conversation')).not.toBeInTheDocument();
  });
});
