import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, signedInAs, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('verify e-mail banner', () => {
  it('confirms a resend inside the banner and rests the button, so one tap sends one mail', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs({ ...member, isVerified: false }),
      'POST /api/v1/auth/resend-verification': () => json(202, { message: 'Sent' }),
    });
    const { user } = renderApp('/app/dashboard');
    const banner = await screen.findByRole('region', { name: 'Please verify your e-mail address' });
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await within(banner).findByRole('status')).toHaveTextContent('We sent a new verification link to ama.mensah@example.com.');
    expect(within(banner).getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(api.callsTo('POST /api/v1/auth/resend-verification')).toHaveLength(1);
  });
});
