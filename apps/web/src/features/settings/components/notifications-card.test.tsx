import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { json, stubApi } from '../../../test/fetch-stub';
import { NotificationsCard } from './notifications-card';

const keys = ['connection_request', 'connection_accepted', 'messages', 'profile_view', 'achievement', 'other'];
const defaults = {
  types: Object.fromEntries(keys.map((k) => [k, { inApp: true, email: true, push: false }])),
  emailDigest: 'daily',
  quietHours: null,
};

function renderCard() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createAppQueryClient({ retry: false })}>
      <NotificationsCard />
    </AppProviders>,
  );
  return { user };
}

describe('settings: notifications', () => {
  it('saves e-mail and push per kind, the weekly summary and quiet hours together', async () => {
    const api = stubApi({
      'GET /api/v1/notifications/settings': () => json(200, defaults),
      'PUT /api/v1/notifications/settings': (call) => json(200, call.body),
    });
    const { user } = renderCard();
    const card = await screen.findByRole('form', { name: 'Notifications' });
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(card).getByRole('switch', { name: 'Profile views by e-mail' }));
    await user.click(within(card).getByRole('switch', { name: 'Messages by push' }));
    await user.click(within(card).getByRole('radio', { name: 'Weekly, on Mondays at 8:00' }));
    await user.click(within(card).getByRole('switch', { name: 'Quiet hours' }));
    expect(within(card).getByLabelText('From')).toHaveValue('22:00');
    await user.click(save);
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/notifications/settings').at(-1)?.body).toEqual({
      ...defaults,
      types: {
        ...defaults.types,
        profile_view: { inApp: true, email: false, push: false },
        messages: { inApp: true, email: true, push: true },
      },
      emailDigest: 'weekly',
      quietHours: { start: '22:00', end: '07:00' },
    });
  });

  it('turns e-mail and push off with the app: both are about what the app keeps', async () => {
    const withPush = { ...defaults, types: { ...defaults.types, messages: { inApp: true, email: true, push: true } } };
    stubApi({ 'GET /api/v1/notifications/settings': () => json(200, withPush) });
    const { user } = renderCard();
    const card = await screen.findByRole('form', { name: 'Notifications' });
    expect(within(card).getByRole('columnheader', { name: 'Push' })).toBeInTheDocument();
    const push = within(card).getByRole('switch', { name: 'Messages by push' });
    expect(push).toBeChecked();
    await user.click(within(card).getByRole('switch', { name: 'Messages in the app' }));
    const email = within(card).getByRole('switch', { name: 'Messages by e-mail' });
    expect(email).toBeDisabled();
    expect(email).not.toBeChecked();
    expect(push).toBeDisabled();
    expect(push).not.toBeChecked();
    // Back on, each comes back as it was.
    await user.click(within(card).getByRole('switch', { name: 'Messages in the app' }));
    expect(push).toBeEnabled();
    expect(push).toBeChecked();
  });
});
