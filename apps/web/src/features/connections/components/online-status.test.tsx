import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createAppQueryClient } from '../../../app/query-client';
import { describe, expect, it, vi } from 'vitest';
import type { PersonCard as Card } from '@skilllink/contracts/connections';
import { kwame, person } from '../test-fixtures';
import { PersonCard } from './person-card';
import { ProfileDialog } from './profile-dialog';

// Online status is for connections only (ADR 028): even a card that says `isOnline` (one cached
// while the two were connected, or an older server) shows no dot and no "Online" to anyone else.

const handlers = { onConnect: vi.fn(), onRemove: vi.fn(), onView: vi.fn() };
const inRouter = (ui: React.ReactNode) =>
  render(
    <AppProviders queryClient={createAppQueryClient({ retry: false })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
const dots = (root: HTMLElement) => root.querySelectorAll('[data-online]');

describe('online status on person cards', () => {
  it('shows the dot and "Online" on a connection who is online', () => {
    inRouter(<PersonCard person={kwame} handlers={handlers} />);
    const card = screen.getByRole('article', { name: 'Kwame Asante' });
    expect(dots(card)).toHaveLength(1);
    expect(within(card).getByText('Online')).toBeInTheDocument();
  });

  it.each<Card['connectionStatus']>(['not_connected', 'pending_sent', 'pending_received'])(
    'shows nothing online for a member who is %s, even when the card says isOnline',
    (connectionStatus) => {
      const ama = person('m-ama', 'Ama', 'Boateng', { isOnline: true, connectionStatus });
      inRouter(<PersonCard person={ama} handlers={handlers} />);
      const card = screen.getByRole('article', { name: 'Ama Boateng' });
      expect(dots(card)).toHaveLength(0);
      expect(within(card).queryByText('Online')).not.toBeInTheDocument();
    },
  );

  it('the profile summary says "Online" for a connection only', () => {
    const stranger = person('m-ama', 'Ama', 'Boateng', { isOnline: true });
    const { unmount } = inRouter(<ProfileDialog person={stranger} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Ama Boateng' });
    expect(dots(dialog)).toHaveLength(0);
    expect(within(dialog).queryByText('Online')).not.toBeInTheDocument();
    unmount();
    inRouter(<ProfileDialog person={kwame} onClose={() => undefined} />);
    expect(within(screen.getByRole('dialog', { name: 'Kwame Asante' })).getByText('Online')).toBeInTheDocument();
  });
});
