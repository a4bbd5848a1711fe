import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { notification, page } from '../test-fixtures';

const session = { 'GET /api/v1/session': signedInAs(member) };

async function openPanel(user: ReturnType<typeof renderApp>['user'], name: string | RegExp = /^Notifications/) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('notification bell', () => {
  it('caps the badge at 99+ and says how many are unread', async () => {
    stubApi({ ...session, 'GET /api/v1/notifications': () => json(200, page([notification(0)], 120)) });
    renderApp('/app/courses');
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('shows the exact number up to 99, and no badge at zero', async () => {
    stubApi({ ...session, 'GET /api/v1/notifications': () => json(200, page([notification(0)], 7)) });
    renderApp('/app/courses');
    expect(
      within(await screen.findByRole('button', { name: 'Notifications, 7 unread' })).getByTestId('notification-badge'),
    ).toHaveTextContent('7');
  });

  it('has the empty state and no "Mark all read" when there is nothing', async () => {
    const api = stubApi({ ...session, 'GET /api/v1/notifications': () => json(200, page([], 0)) });
    const { user } = renderApp('/app/courses');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(api.callsTo('GET /api/v1/notifications')).toHaveLength(1));
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/notifications')[0]?.search).toBe('?limit=10');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByText("We'll notify you when something happens")).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'View all notifications' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/app/notifications#settings');
    expect(within(panel).getByRole('link', { name: 'All notifications' })).toHaveAttribute('href', '/app/notifications');
  });

  it('with ten or fewer, keeps the full page one click away beside the settings (no "View all")', async () => {
    const items = Array.from({ length: 10 }, (_, i) => notification(i));
    stubApi({ ...session, 'GET /api/v1/notifications': () => json(200, page(items)) });
    const { user, location } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 10 unread');
    expect(within(panel).queryByRole('link', { name: 'View all notifications' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'All notifications' }));
    expect(location().pathname).toBe('/app/notifications');
    expect(location().hash).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('lists the first ten with title, message, time and unread mark, and offers View all when there are more', async () => {
    const items = Array.from({ length: 10 }, (_, i) => notification(i, { isRead: i > 2 }));
    stubApi({ ...session, 'GET /api/v1/notifications': () => json(200, page(items, 3, items[9]!.id)) });
    const { user, location } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 3 unread');
    const list = within(panel).getByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Title 0');
    expect(first).toHaveTextContent('Message 0');
    expect(first).toHaveTextContent('now');
    expect(first).toHaveTextContent('Unread');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('5m ago');
    expect(within(list).getAllByRole('listitem')[5]).not.toHaveTextContent('Unread');
    expect(within(panel).queryByRole('link', { name: 'All notifications' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'View all notifications' }));
    expect(location().pathname).toBe('/app/notifications');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });

  it('names each item in one readable sentence, and tells its delete button apart from the others', async () => {
    const request = (i: number, name: string, overrides = {}) =>
      notification(i, {
        type: 'connection_request',
        kind: 'connection.requested',
        params: { actorName: name },
        ...overrides,
      });
    const items = [
      request(0, 'Yaw Darko'),
      request(1, 'Kofi Boateng', { isRead: true }),
      request(2, 'Ama Mensah'),
      notification(3, { title: 'Welcome to SkillLink', message: '' }),
    ];
    stubApi({ ...session, 'GET /api/v1/notifications': () => json(200, page(items)) });
    const { user } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 3 unread');
    const list = within(panel).getByRole('list', { name: 'Latest notifications' });
    const [yaw, kofi, ama, welcome] = within(list).getAllByRole('listitem');
    expect(
      within(yaw!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'New connection request: Yaw Darko wants to connect with you, now, unread',
      'Delete notification: New connection request — Yaw Darko wants to connect with you',
    ]);
    expect(
      within(kofi!).getByRole('button', { name: 'New connection request: Kofi Boateng wants to connect with you, 5m ago' }),
    ).toBeInTheDocument();
    expect(
      within(ama!).getByRole('button', { name: 'New connection request: Ama Mensah wants to connect with you, 10m ago, unread' }),
    ).toBeInTheDocument();
    expect(within(welcome!).getByRole('button', { name: 'Welcome to SkillLink, 15m ago, unread' })).toBeInTheDocument();
    expect(within(welcome!).getByRole('button', { name: 'Delete notification: Welcome to SkillLink' })).toBeInTheDocument();
    const deletes = within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? '')
      .filter((name) => name.startsWith('Delete notification'));
    expect(deletes).toHaveLength(4);
    expect(new Set(deletes).size).toBe(4);
  });

  it.each([
    ['connection_request', '/app/connections', '?tab=requests'],
    ['connection_accepted', '/app/connections', ''],
    ['message', '/app/messages', ''],
    ['messages', '/app/messages', ''],
    ['profile_view', '/app/profile', ''],
  ] as const)('a click on %s marks it read and goes to %s%s', async (type, pathname, search) => {
    const target = notification(0, { type, title: 'Kofi Boateng' });
    const api = stubApi({
      ...session,
      'GET /api/v1/notifications': () => json(200, page([target, notification(1)], 2)),
      [`POST /api/v1/notifications/${target.id}/read`]: () => json(200, { unreadCount: 1 }),
    });
    const { user, location } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 2 unread');
    await user.click(within(panel).getByRole('button', { name: /^Kofi Boateng/ }));
    expect(location().pathname).toBe(pathname);
    expect(location().search).toBe(search);
    expect(api.callsTo(`POST /api/v1/notifications/${target.id}/read`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('a click on a system notification marks it read and only closes the panel', async () => {
    const target = notification(0, { type: 'system', title: 'Welcome to SkillLink' });
    const api = stubApi({
      ...session,
      'GET /api/v1/notifications': () => json(200, page([target], 1)),
      [`POST /api/v1/notifications/${target.id}/read`]: () => json(200, { unreadCount: 0 }),
    });
    const { user, location } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 1 unread');
    await user.click(within(panel).getByRole('button', { name: /^Welcome to SkillLink/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(location().pathname).toBe('/app/courses');
    expect(api.callsTo(`POST /api/v1/notifications/${target.id}/read`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveFocus();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('does not call the server to mark an already read one, but still navigates', async () => {
    const target = notification(0, { type: 'profile_view', isRead: true });
    const api = stubApi({ ...session, 'GET /api/v1/notifications': () => json(200, page([target], 0)) });
    const { user, location } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications');
    await user.click(within(panel).getByRole('button', { name: /^Title 0/ }));
    expect(location().pathname).toBe('/app/profile');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('marks all read: the dots and the badge go', async () => {
    const api = stubApi({
      ...session,
      'GET /api/v1/notifications': () => json(200, page([notification(0), notification(1), notification(2, { isRead: true })], 2)),
      'POST /api/v1/notifications/read-all': () => json(200, { unreadCount: 0 }),
    });
    const { user } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 2 unread');
    expect(within(panel).getAllByText('Unread')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(panel).queryByText('Unread')).not.toBeInTheDocument());
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/notifications/read-all')).toHaveLength(1);
  });

  it('puts the dots back and says so when mark all read fails', async () => {
    stubApi({
      ...session,
      'GET /api/v1/notifications': () => json(200, page([notification(0)], 1)),
      'POST /api/v1/notifications/read-all': () => json(500, {}),
    });
    const { user } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 1 unread');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('Your notifications could not be marked as read. Please try again.')).toBeInTheDocument();
    expect(within(panel).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('deletes one, moves focus to the next, and drops the badge if it was unread', async () => {
    const items = [notification(0), notification(1, { isRead: true })];
    let remaining = items;
    const api = stubApi({
      ...session,
      'GET /api/v1/notifications': () => json(200, page(remaining, remaining.filter((n) => !n.isRead).length)),
      [`DELETE /api/v1/notifications/${items[0]!.id}`]: () => {
        remaining = [items[1]!];
        return json(204);
      },
    });
    const { user } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 1 unread');
    await user.click(within(panel).getByRole('button', { name: 'Delete notification: Title 0 — Message 0' }));
    await waitFor(() => expect(within(panel).queryByText('Title 0')).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: /^Title 1/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/v1/notifications/${items[0]!.id}`)).toHaveLength(1);
  });

  it('puts a notification back and says so when deleting fails', async () => {
    const item = notification(0);
    stubApi({
      ...session,
      'GET /api/v1/notifications': () => json(200, page([item], 1)),
      [`DELETE /api/v1/notifications/${item.id}`]: () => apiError(500, 'internal', 'boom'),
    });
    const { user } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications, 1 unread');
    await user.click(within(panel).getByRole('button', { name: 'Delete notification: Title 0 — Message 0' }));
    expect(await screen.findByText('The notification could not be deleted. Please try again.')).toBeInTheDocument();
    expect(within(panel).getByText('Title 0')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    stubApi({ ...session, 'GET /api/v1/notifications': () => json(200, page([notification(0)], 1)) });
    const { user } = renderApp('/app/courses');
    await openPanel(user, 'Notifications, 1 unread');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  });

  it('says so, with Try again, when notifications cannot load', async () => {
    let fail = true;
    stubApi({
      ...session,
      'GET /api/v1/notifications': () => (fail ? json(500, {}) : json(200, page([notification(0)], 1))),
    });
    const { user } = renderApp('/app/courses');
    const panel = await openPanel(user, 'Notifications');
    expect(await within(panel).findByText('Your notifications could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Title 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
