import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { YourDataCard } from './your-data-card';

const none = { status: 'none', requestedAt: null, expiresAt: null, nextAllowedAt: null };
const pending = { status: 'pending', requestedAt: '2026-07-01T08:00:00Z', expiresAt: null, nextAllowedAt: '2026-07-01T09:00:00Z' };

function renderCard() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createAppQueryClient({ retry: false })}>
      <YourDataCard />
    </AppProviders>,
  );
  return { user };
}

describe('settings: your data', () => {
  it('asks for a copy and says the link will come by e-mail', async () => {
    const api = stubApi({
      'GET /api/v1/account/export': () => json(200, { export: none }),
      'POST /api/v1/account/export': () => json(202, { export: pending }),
      'GET /api/v1/account/deletion': () => json(200, { scheduledFor: null }),
    });
    const { user } = renderCard();
    const card = await screen.findByRole('region', { name: 'Download your data' });
    const button = within(card).getByRole('button', { name: 'Download your data' });
    await expect.poll(() => button.hasAttribute('disabled')).toBe(false);
    await user.click(button);
    expect(await within(card).findByText("We're preparing your file; we'll e-mail you a link.")).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download your data' })).toBeDisabled();
    expect(api.callsTo('POST /api/v1/account/export')).toHaveLength(1);
  });

  it('deletes only after the password, then shows the date and cancels', async () => {
    let scheduledFor: string | null = null;
    const api = stubApi({
      'GET /api/v1/account/export': () => json(200, { export: none }),
      'GET /api/v1/account/deletion': () => json(200, { scheduledFor }),
      'POST /api/v1/account/deletion': (call) => {
        if ((call.body as { password: string }).password !== 'my password')
          return apiError(400, 'wrong_password', 'Your current password is not right', { password: 'Your current password is not right' });
        scheduledFor = '2026-07-15T08:00:00.000Z';
        return json(202, { scheduledFor });
      },
      'DELETE /api/v1/account/deletion': () => {
        scheduledFor = null;
        return json(200, { scheduledFor });
      },
    });
    const { user } = renderCard();
    const card = await screen.findByRole('region', { name: 'Delete your account' });
    await user.click(within(card).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/password/i), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Your current password is not right')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/password/i));
    await user.type(within(dialog).getByLabelText(/password/i), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(card).findByText(/Your account will be deleted on July 15, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/account/deletion').at(-1)?.body).toEqual({ password: 'my password' });

    await user.click(within(card).getByRole('button', { name: 'Cancel deletion' }));
    expect(await within(card).findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/account/deletion')).toHaveLength(1);
  });
});
