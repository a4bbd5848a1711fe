import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { YourDataCard } from './your-data-card';

const none = { status: 'none', requestedAt: null, expiresAt: null, nextAllowedAt: null };
const pending = { status: 'pending', requestedAt: '2026-07-01T08:00:00Z', expiresAt: null, nextAllowedAt: '2026-07-01T09:00:00Z' };

function renderCard(path = '/app/settings?tab=data') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <AppProviders queryClient={createAppQueryClient({ retry: false })}>
        <YourDataCard />
      </AppProviders>
    </MemoryRouter>,
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

  it('downloads the file of the e-mailed link, and says so in words when the link has expired', async () => {
    let expired = false;
    const api = stubApi({
      'GET /api/v1/account/export': () => json(200, { export: none }),
      'GET /api/v1/account/deletion': () => json(200, { scheduledFor: null }),
      'GET /api/v1/account/export/download': () =>
        expired
          ? apiError(410, 'export_link_expired', 'This download link has expired: ask for a new copy in Settings → Your data')
          : new Response(new Blob(['PK']), {
              status: 200,
              headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="skilllink-data-2026-07-01.zip"' },
            }),
    });
    // The browser's download, not happy-dom's navigation to the blob (which would outlive this test).
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderCard('/app/settings?tab=data&token=link-token-1');
    const card = await screen.findByRole('region', { name: 'Your copy is ready' });
    expired = true;
    await user.click(within(card).getByRole('button', { name: 'Download the ZIP file' }));
    expect(await within(card).findByText('This download link has expired: ask for a new copy in Settings → Your data')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/account/export/download')[0]?.search).toBe('?token=link-token-1');
    expired = false;
    await user.click(within(card).getByRole('button', { name: 'Download the ZIP file' }));
    expect(await screen.findByText('Your file is downloading')).toBeInTheDocument();
    expect(saved).toEqual(['skilllink-data-2026-07-01.zip']);
    await expect.poll(() => screen.queryByRole('region', { name: 'Your copy is ready' })).toBeNull();
  });
});
