import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { setLanguage } from '../../../lib/i18n';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { PublicProfileCard } from './public-profile-card';

const privacy = (profileVisibility: string) => ({
  privacy: { profileVisibility, connectionRequests: 'everyone', readReceipts: true, onlineStatus: true, endorsements: true },
});
const origin = window.location.origin;

function renderCard() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createAppQueryClient({ retry: false })}>
      <PublicProfileCard />
    </AppProviders>,
  );
  return { user };
}

describe('settings: public profile', () => {
  it('shows the public address, checks the handle as it is typed and saves it', async () => {
    const api = stubApi({
      'GET /api/v1/account/handle': () => json(200, { handle: 'kofi-mensah', url: 'http://localhost:3000/in/kofi-mensah' }),
      'GET /api/v1/account/privacy': () => json(200, privacy('everyone')),
      'PATCH /api/v1/account/handle': (call) => {
        const { handle } = call.body as { handle: string };
        return json(200, { handle, url: `http://localhost:3000/in/${handle}` });
      },
    });
    const { user } = renderCard();
    const card = await screen.findByRole('form', { name: 'Public profile' });
    expect(within(card).getByText(`${origin}/in/kofi-mensah`)).toBeInTheDocument();
    expect(await screen.findByText(/Visitors who are not signed in see your name, headline/)).toBeInTheDocument();
    const input = within(card).getByLabelText('Handle');
    const save = within(card).getByRole('button', { name: 'Save handle' });
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'ko');
    expect(within(card).getByText('A handle needs at least 3 characters.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'kofi--m');
    expect(within(card).getByText(/Use only lower-case letters, digits and single hyphens/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'admin');
    expect(within(card).getByText('This handle is reserved. Please choose another')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'Kofi-Data');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(save);
    expect(await screen.findByText(`Your public address is now ${origin}/in/kofi-data`)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/account/handle').at(-1)?.body).toEqual({ handle: 'kofi-data' });
    // The saved handle becomes the card's address (the form starts afresh from it).
    expect(await screen.findByTestId('public-url')).toHaveTextContent(`${origin}/in/kofi-data`);
  });

  it('says when the handle is taken, under the field', async () => {
    stubApi({
      'GET /api/v1/account/handle': () => json(200, { handle: 'ama-owusu', url: 'http://localhost:3000/in/ama-owusu' }),
      'GET /api/v1/account/privacy': () => json(200, privacy('members')),
      'PATCH /api/v1/account/handle': () =>
        apiError(409, 'conflict', 'This handle is taken. Please choose another', { handle: 'This handle is taken. Please choose another' }),
    });
    const { user } = renderCard();
    const card = await screen.findByRole('form', { name: 'Public profile' });
    expect(await screen.findByText(/are asked to sign in: they don't see your name or profile. SkillLink members do./)).toBeInTheDocument();
    const input = within(card).getByLabelText('Handle');
    await user.clear(input);
    await user.type(input, 'kofi-mensah');
    await user.click(within(card).getByRole('button', { name: 'Save handle' }));
    expect(await within(card).findByText('This handle is taken. Please choose another')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Typing again clears the server's answer.
    await user.type(input, '2');
    expect(within(card).queryByText('This handle is taken. Please choose another')).not.toBeInTheDocument();
  });

  it('copies the link', async () => {
    stubApi({
      'GET /api/v1/account/handle': () => json(200, { handle: 'yaw-darko', url: 'http://localhost:3000/in/yaw-darko' }),
      'GET /api/v1/account/privacy': () => json(200, privacy('connections')),
    });
    const { user } = renderCard();
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
    const card = await screen.findByRole('form', { name: 'Public profile' });
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${origin}/in/yaw-darko`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText(/Only your connections do./)).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await setLanguage('fr');
    stubApi({
      'GET /api/v1/account/handle': () => json(200, { handle: 'eloise-mensah', url: 'http://localhost:3000/in/eloise-mensah' }),
      'GET /api/v1/account/privacy': () => json(200, privacy('everyone')),
    });
    const { user } = renderCard();
    const card = await screen.findByRole('form', { name: 'Profil public' });
    await user.clear(within(card).getByLabelText('Identifiant'));
    await user.type(within(card).getByLabelText('Identifiant'), 'ab');
    expect(within(card).getByText('Un identifiant compte au moins 3 caractères.')).toBeInTheDocument();
    expect(await screen.findByText(/Les visiteurs non connectés voient votre nom/)).toBeInTheDocument();
    await setLanguage('en');
  });
});
