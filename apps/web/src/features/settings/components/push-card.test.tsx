import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { AUTH, fakePushBrowser, fakeSubscription, P256DH } from '../../../test/push-browser';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { PushCard } from './push-card';

const HERE = 'https://push.example/this-browser';
const KEY = 'BP' + 'A'.repeat(85);
const thisDevice = {
  id: 'd1',
  device: 'Chrome 131 · Android 14',
  endpoint: HERE,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastPushedAt: null,
};
const laptop = {
  id: 'd2',
  device: 'Firefox 133 · Windows 11',
  endpoint: 'https://push.example/laptop',
  createdAt: '2026-11-02T10:00:00.000Z',
  lastPushedAt: null,
};

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function browser(options: Parameters<typeof fakePushBrowser>[0] = {}) {
  const fake = fakePushBrowser({ endpoint: HERE, ...options });
  restore = fake.restore;
  return fake;
}

/** The push endpoints over a list of devices the handlers change as the server would. */
function stubPush(initial: (typeof thisDevice)[], extra: Parameters<typeof stubApi>[0] = {}) {
  let devices = [...initial];
  return stubApi({
    'GET /api/v1/push/key': () => json(200, { publicKey: KEY }),
    'GET /api/v1/push/devices': () => json(200, { devices }),
    'POST /api/v1/push/devices': (call) => {
      const body = call.body as { endpoint: string };
      const device = { ...thisDevice, id: 'd9', endpoint: body.endpoint };
      devices = [...devices.filter((d) => d.endpoint !== body.endpoint), device];
      return json(201, device);
    },
    'DELETE /api/v1/push/devices/d1': () => {
      devices = devices.filter((d) => d.id !== 'd1');
      return json(204);
    },
    'DELETE /api/v1/push/devices/d2': () => {
      devices = devices.filter((d) => d.id !== 'd2');
      return json(204);
    },
    ...extra,
  });
}

function renderCard() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createAppQueryClient({ retry: false })}>
      <PushCard />
    </AppProviders>,
  );
  return { user, card: () => screen.findByRole('region', { name: 'Push notifications' }) };
}

describe('settings: push notifications', () => {
  it('says when the browser cannot take pushes, and still lists the devices that do', async () => {
    stubPush([laptop]);
    const { card } = renderCard();
    const region = await card();
    expect(await within(region).findByText('This browser cannot show push notifications.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Turn on for this device' })).not.toBeInTheDocument();
    expect(within(region).getByText('Firefox 133 · Windows 11')).toBeInTheDocument();
  });

  it('on iPhone in a Safari tab, says to add the app to the Home Screen first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1');
    stubPush([]);
    const { card } = renderCard();
    expect(await within(await card()).findByText(/add SkillLink to your Home Screen first/)).toBeInTheDocument();
  });

  it('when notifications are blocked, says where to allow them and offers no button that would do nothing', async () => {
    browser({ permission: 'denied' });
    stubPush([]);
    const { card } = renderCard();
    const region = await card();
    expect(await within(region).findByText(/Notifications are blocked for SkillLink in this browser/)).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns on: asks permission, subscribes with the server key and hands the subscription to the server', async () => {
    const fake = browser();
    const api = stubPush([laptop]);
    const { user, card } = renderCard();
    const region = await card();
    expect(await within(region).findByRole('status')).toHaveTextContent('Off for this device');
    await user.click(within(region).getByRole('button', { name: 'Turn on for this device' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('On for this device');
    expect(fake.calls).toEqual(['requestPermission', 'register', 'subscribe']);
    expect(api.callsTo('POST /api/v1/push/devices')[0]?.body).toEqual({ endpoint: HERE, keys: { p256dh: P256DH, auth: AUTH } });
    // The pressed button is gone: focus is on the first button of the new state.
    expect(within(region).getByRole('button', { name: 'Send a test notification' })).toHaveFocus();
    // This browser is not listed among the others.
    const others = within(region).getByRole('list');
    expect(within(others).getAllByRole('listitem')).toHaveLength(1);
    expect(within(others).getByText('Firefox 133 · Windows 11')).toBeInTheDocument();
  });

  it('says what to do when the prompt is closed, and why the browser could not subscribe', async () => {
    const fake = browser({ answer: 'default', subscribeError: 'Registration failed - push service not available' });
    const api = stubPush([]);
    const { user, card } = renderCard();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Turn on for this device' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'You did not allow notifications. Press “Turn on for this device” again and choose Allow.',
    );

    fake.notification.requestPermission.mockImplementation(async () => {
      fake.state.permission = 'granted';
      return 'granted';
    });
    await user.click(within(region).getByRole('button', { name: 'Turn on for this device' }));
    expect(await within(region).findByText(/Your browser could not subscribe to push: Registration failed/)).toHaveTextContent(
      'Your browser could not subscribe to push: Registration failed - push service not available. Try again.',
    );
    expect(api.callsTo('POST /api/v1/push/devices')).toHaveLength(0);
  });

  it('shows the server’s refusal when the device cannot be saved', async () => {
    browser();
    stubPush([], { 'POST /api/v1/push/devices': () => apiError(400, 'validation_failed', 'Endpoint must be a URL') });
    const { user, card } = renderCard();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Turn on for this device' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Endpoint must be a URL');
    expect(within(region).getByRole('status')).toHaveTextContent('Off for this device');
  });

  it('when on, sends a test and says when the push service refused it', async () => {
    browser({ permission: 'granted', subscription: fakeSubscription(HERE) });
    let answer = { sent: 1, failed: 0 };
    const api = stubPush([thisDevice], { 'POST /api/v1/push/test': () => json(200, answer) });
    const { user, card } = renderCard();
    const region = await card();
    expect(await within(region).findByRole('status')).toHaveTextContent('On for this device');
    await user.click(within(region).getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();

    answer = { sent: 0, failed: 1 };
    await user.click(within(region).getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText(/The push service refused the test notification/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/push/test')).toHaveLength(2);
  });

  it('says so when the test is rate-limited', async () => {
    browser({ permission: 'granted', subscription: fakeSubscription(HERE) });
    stubPush([thisDevice], {
      'POST /api/v1/push/test': () => apiError(429, 'too_many_tests', 'Wait a minute before sending another test'),
    });
    const { user, card } = renderCard();
    await user.click(await within(await card()).findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Wait a minute before sending another test')).toBeInTheDocument();
  });

  it('turns off: removes this device on the server, then unsubscribes the browser', async () => {
    const subscription = fakeSubscription(HERE);
    const fake = browser({ permission: 'granted', subscription });
    const api = stubPush([thisDevice, laptop]);
    const { user, card } = renderCard();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Turn off for this device' }));

    expect(await within(region).findByRole('button', { name: 'Turn on for this device' })).toHaveFocus();
    expect(within(region).getByRole('status')).toHaveTextContent('Off for this device');
    expect(api.callsTo('DELETE /api/v1/push/devices/d1')).toHaveLength(1);
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(fake.state.subscription).toBeNull();
    expect(await screen.findByText('Push notifications are off for this device')).toBeInTheDocument();
  });

  it('lists the other devices with when they were added, and removes one', async () => {
    browser({ permission: 'granted', subscription: fakeSubscription(HERE) });
    const api = stubPush([thisDevice, laptop]);
    const { user, card } = renderCard();
    const region = await card();
    const others = await within(region).findByRole('list');
    const row = within(others).getByRole('listitem');
    expect(row).toHaveTextContent('Firefox 133 · Windows 11');
    expect(row).toHaveTextContent('Added Nov 2, 2026');
    expect(within(row).getByText('Nov 2, 2026')).toHaveAttribute('datetime', laptop.createdAt);

    await user.click(within(row).getByRole('button', { name: 'Remove Firefox 133 · Windows 11' }));
    expect(await screen.findByText('Firefox 133 · Windows 11 no longer gets push notifications')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/push/devices/d2')).toHaveLength(1);
    // The last other device gone, so is the list; this device stays on.
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('On for this device');
  });

  it('offers Try again when the devices cannot be loaded', async () => {
    browser();
    stubApi({ 'GET /api/v1/push/devices': () => apiError(500, 'internal', 'boom') });
    const { card } = renderCard();
    const region = await card();
    expect(await within(region).findByText('Your devices could not be loaded')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
