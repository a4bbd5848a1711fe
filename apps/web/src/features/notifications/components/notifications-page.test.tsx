import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { notification, page } from '../test-fixtures';

const allOn = { connection_request: true, connection_accepted: true, messages: true, profile_view: true, achievement: true, other: true };
const base = { 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/notifications/preferences': () => json(200, { types: allOn }) };

describe('Notifications page', () => {
  it('lists ten at a time with Load more, then filters Unread through the server', async () => {
    const first = Array.from({ length: 10 }, (_, i) => notification(i, { isRead: i % 2 === 1 }));
    const second = [notification(10, { title: 'Oldest' })];
    const unread = first.filter((n) => !n.isRead);
    const api = stubApi({
      ...base,
      'GET /api/v1/notifications': (call) => {
        const q = new URLSearchParams(call.search);
        if (q.get('unread') === 'true') return json(200, page(unread, 6));
        return q.get('before') === first[9]!.id ? json(200, page(second, 6)) : json(200, page(first, 6, first[9]!.id));
      },
    });
    const { user, location } = renderApp('/app/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(document.title).toBe('Notifications | SkillLink');
    const list = await screen.findByRole('list', { name: 'Your notifications, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Oldest')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/notifications').some((c) => c.search === `?limit=10&before=${first[9]!.id}`)).toBe(true);
    expect(screen.getByText('That is everything.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(location().search).toBe('?filter=unread');
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your notifications, newest first' })).getAllByRole('listitem')).toHaveLength(5),
    );
    expect(api.callsTo('GET /api/v1/notifications').some((c) => c.search === '?limit=10&unread=true')).toBe(true);
  });

  it('has an empty state for each filter', async () => {
    stubApi({ ...base, 'GET /api/v1/notifications': () => json(200, page([], 0)) });
    const { user } = renderApp('/app/notifications?filter=unread');
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getAllByText("We'll notify you when something happens").length).toBeGreaterThan(0);
  });

  it('marks read on click and goes where the type leads; marks all read; deletes', async () => {
    const request = notification(0, { type: 'connection_request', title: 'Yaw Darko' });
    const other = notification(1, { type: 'achievement', title: 'Badge earned' });
    // The server's side, so refetches after each action answer what it would.
    let stored = [request, other];
    const api = stubApi({
      ...base,
      'GET /api/v1/notifications': () => json(200, page(stored)),
      [`POST /api/v1/notifications/${other.id}/read`]: () => {
        stored = stored.map((n) => (n.id === other.id ? { ...n, isRead: true } : n));
        return json(200, { unreadCount: 1 });
      },
      [`DELETE /api/v1/notifications/${other.id}`]: () => {
        stored = stored.filter((n) => n.id !== other.id);
        return json(204);
      },
      'POST /api/v1/notifications/read-all': () => {
        stored = stored.map((n) => ({ ...n, isRead: true }));
        return json(200, { unreadCount: 0 });
      },
      [`POST /api/v1/notifications/${request.id}/read`]: () => json(200, { unreadCount: 0 }),
    });
    const { user, location } = renderApp('/app/notifications');
    const list = await screen.findByRole('list', { name: 'Your notifications, newest first' });
    // An achievement has no destination: it only becomes read.
    await user.click(within(list).getByRole('button', { name: /^Badge earned/ }));
    expect(location().pathname).toBe('/app/notifications');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(api.callsTo(`POST /api/v1/notifications/${other.id}/read`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(list).queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Delete notification: Badge earned — Message 1' }));
    await waitFor(() => expect(within(list).queryByText('Badge earned')).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE /api/v1/notifications/${other.id}`)).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: /^Yaw Darko/ }));
    expect(location().pathname).toBe('/app/connections');
    expect(location().search).toBe('?tab=requests');
    // Already read after "Mark all read": no second call.
    expect(api.callsTo(`POST /api/v1/notifications/${request.id}/read`)).toHaveLength(0);
  });

  it('offers Try again when the list cannot load', async () => {
    let fail = true;
    stubApi({
      ...base,
      'GET /api/v1/notifications': () => (fail ? json(500, {}) : json(200, page([notification(3)], 1))),
    });
    const { user } = renderApp('/app/notifications');
    expect(await screen.findByText('Your notifications could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('list', { name: 'Your notifications, newest first' })).toBeInTheDocument();
  });
});

describe('Notification settings', () => {
  it('shows each switch and saves a change with a toast', async () => {
    const api = stubApi({
      ...base,
      'GET /api/v1/notifications': () => json(200, page([], 0)),
      'GET /api/v1/notifications/preferences': () => json(200, { types: { ...allOn, other: false } }),
      'PUT /api/v1/notifications/preferences': (call) => json(200, call.body),
    });
    const { user } = renderApp('/app/notifications');
    const settings = await screen.findByRole('region', { name: 'Notification settings' });
    const views = await within(settings).findByRole('switch', { name: 'Profile views' });
    expect(views).toHaveAttribute('aria-checked', 'true');
    expect(views).toHaveAccessibleDescription('When someone views your profile');
    expect(within(settings).getByRole('switch', { name: 'Other updates' })).toHaveAttribute('aria-checked', 'false');
    expect(within(settings).getAllByRole('switch')).toHaveLength(6);

    await user.click(views);
    expect(views).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/notifications/preferences')[0]?.body).toEqual({
      types: { ...allOn, other: false, profile_view: false },
    });
  });

  it('puts the switch back and says so when saving fails', async () => {
    stubApi({
      ...base,
      'GET /api/v1/notifications': () => json(200, page([], 0)),
      'PUT /api/v1/notifications/preferences': () => apiError(500, 'internal', 'boom'),
    });
    const { user } = renderApp('/app/notifications');
    const messages = await screen.findByRole('switch', { name: 'Messages' });
    await user.click(messages);
    expect(await screen.findByText('Your notification settings could not be saved. Please try again.')).toBeInTheDocument();
    expect(messages).toHaveAttribute('aria-checked', 'true');
  });

  it('saves two quick changes one after the other, each with every switch', async () => {
    const api = stubApi({
      ...base,
      'GET /api/v1/notifications': () => json(200, page([], 0)),
      'PUT /api/v1/notifications/preferences': async (call) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return json(200, call.body);
      },
    });
    const { user } = renderApp('/app/notifications');
    await user.click(await screen.findByRole('switch', { name: 'Messages' }));
    await user.click(screen.getByRole('switch', { name: 'Achievements' }));
    await waitFor(() => expect(api.callsTo('PUT /api/v1/notifications/preferences')).toHaveLength(2));
    expect(api.callsTo('PUT /api/v1/notifications/preferences')[1]?.body).toEqual({
      types: { ...allOn, messages: false, achievement: false },
    });
    expect(screen.getByRole('switch', { name: 'Messages' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Achievements' })).toHaveAttribute('aria-checked', 'false');
  });
});
