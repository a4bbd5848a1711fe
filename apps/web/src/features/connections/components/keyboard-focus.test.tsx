import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { abena, fakeNetwork } from '../test-fixtures';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

function open(path: string, change: (fake: ReturnType<typeof fakeNetwork>) => void) {
  const fake = fakeNetwork();
  change(fake);
  stubApi({ 'GET /api/v1/session': signedInAs(member), ...fake.handlers });
  return renderApp(path);
}

/** Focuses a control and presses Enter on it, as a keyboard member does. */
async function enterOn(user: ReturnType<typeof renderApp>['user'], control: HTMLElement) {
  act(() => control.focus());
  await user.keyboard('{Enter}');
}

describe('Keyboard focus on the Connections page', () => {
  it('after Accept or Decline, goes to the next request, then to the section heading', async () => {
    const { user } = open('/app/connections?tab=requests', (fake) => {
      fake.state.received.push({
        id: 'r-abena',
        person: { ...abena, connectionStatus: 'pending_received' },
        message: '',
        createdAt: hoursAgo(3),
      });
    });
    const received = await screen.findByRole('list', { name: 'Requests sent to you' });
    expect(within(received).getAllByRole('article')).toHaveLength(2);

    await enterOn(user, screen.getByRole('button', { name: 'Accept Yaw Darko' }));
    expect(await screen.findByText('You are now connected with Yaw Darko')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Abena Osei' })).toHaveFocus());

    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline Abena Osei' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No requests are waiting for you.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Received/ })).toHaveFocus());
  });

  it('Escape on "Remove connection?" returns to the card\'s menu button; a confirmed removal goes to the next card', async () => {
    const { user } = open('/app/connections', (fake) => {
      fake.state.network.push({ ...abena, connectionStatus: 'connected', connectedAt: hoursAgo(50) });
    });
    const kwame = await screen.findByRole('article', { name: 'Kwame Asante' });
    // The menu's code comes on the first tap and its trigger takes the plain button's place.
    const more = () => within(kwame).getByRole('button', { name: 'More actions for Kwame Asante' });

    await user.click(more());
    await user.click(await screen.findByRole('menuitem', { name: 'Remove connection' }));
    expect(await screen.findByRole('dialog', { name: 'Remove connection?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(more()).toHaveFocus());

    await user.click(more());
    await user.click(await screen.findByRole('menuitem', { name: 'Remove connection' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove connection?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Kwame Asante was removed from your network')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kwame Asante' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Message Abena Osei' })).toHaveFocus());
  });

  it('Unfollow in Following goes to the next card once the member leaves the list', async () => {
    const { user } = open('/app/connections?tab=following', (fake) => {
      fake.state.following = [
        { ...fake.state.people.find((p) => p.id === 'm-wanjiru')!, isFollowing: true, followedAt: hoursAgo(1) },
        { ...abena, isFollowing: true, followedAt: hoursAgo(2) },
      ];
    });
    const list = await screen.findByRole('list', { name: 'People you follow' });
    await enterOn(user, within(list).getByRole('button', { name: 'Unfollow Wanjiru Kamau' }));
    expect(await screen.findByText('You no longer follow Wanjiru Kamau')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wanjiru Kamau' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect with Abena Osei' })).toHaveFocus());
  });

  it('a button keeps focus while its action is on its way (it waits, it is not disabled)', async () => {
    let answer = () => {};
    const { user } = open('/app/connections?tab=discover', (fake) => {
      const follow = fake.handlers['PUT /api/v1/follows/m-wanjiru']!;
      fake.handlers['PUT /api/v1/follows/m-wanjiru'] = (call) =>
        new Promise<Response>((resolve) => (answer = () => void resolve(follow(call))));
    });
    const follow = await screen.findByRole('button', { name: 'Follow Wanjiru Kamau' });
    await enterOn(user, follow);
    // On its way: the same button, with its new name, waiting, and still focused (a disabled
    // button would drop focus to <body> in browsers).
    expect(follow).toHaveAccessibleName('Unfollow Wanjiru Kamau');
    expect(follow).toHaveAttribute('aria-disabled', 'true');
    expect(follow).not.toBeDisabled();
    expect(follow).toHaveFocus();
    answer();
    expect(await screen.findByText('You are now following Wanjiru Kamau')).toBeInTheDocument();
    await waitFor(() => expect(follow).not.toHaveAttribute('aria-disabled'));
    expect(follow).toHaveFocus();
  });
});
