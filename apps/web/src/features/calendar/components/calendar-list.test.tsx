import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { defaultCalendars } from '../test-fixtures';
import { CalendarList } from './calendar-list';
import '../i18n';

const choir = { id: 'cal-1', name: 'Choir', color: '#0f766e', visible: true, isDefault: false };

function renderList(calendars = [...defaultCalendars, choir]) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <CalendarList calendars={calendars} onToggle={() => {}} />
    </AppProviders>,
  );
  return { user };
}

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('Own calendars', () => {
  it('offers editing only for the member’s own calendars', () => {
    stubApi({});
    renderList();
    expect(screen.getByRole('button', { name: 'Edit Choir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Choir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Work' })).not.toBeInTheDocument();
  });

  it('keeps an unreadable colour from being sent, and says why', async () => {
    const api = stubApi({});
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    await user.type(screen.getByLabelText('Name'), 'Sunshine');
    const custom = screen.getByLabelText('Other colour');
    // A native colour input sends one input event with the chosen value.
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(custom, '#fde047');
      custom.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.getByText(/^Event text on this colour is hard to read \(contrast 1\.3\d:1/)).toBeInTheDocument();
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s refusal in the member’s language, not its English', async () => {
    const fr = await import('../../../locales/fr/calendar.json');
    i18n.addResourceBundle('fr', 'calendar', fr.default);
    stubApi({
      'PATCH /api/v1/calendar/calendars/cal-1': () =>
        apiError(400, 'calendar_color_contrast', 'Event text on this colour is hard to read', { color: 'English' }),
    });
    const { user } = renderList();
    await act(() => i18n.changeLanguage('fr'));
    await user.click(screen.getByRole('button', { name: 'Modifier Choir' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/^Le texte des événements est difficile à lire sur cette couleur/)).toBeInTheDocument();
    expect(screen.queryByText('English')).not.toBeInTheDocument();
  });

  it('asks what becomes of the events when a calendar is deleted, and moves them where the member says', async () => {
    const api = stubApi({ 'DELETE /api/v1/calendar/calendars/cal-1': () => new Response(null, { status: 204 }) });
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Choir' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the calendar Choir' });
    expect(screen.getByRole('radio', { name: 'Move them to another calendar' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Move to'), 'Personal');
    await user.click(screen.getByRole('button', { name: 'Delete calendar' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/calendar/calendars/cal-1')).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(api.callsTo('DELETE /api/v1/calendar/calendars/cal-1')[0]!.search))).toEqual({
      events: 'move',
      to: 'personal',
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('deletes the events with it only when chosen, after saying it cannot be undone', async () => {
    const api = stubApi({ 'DELETE /api/v1/calendar/calendars/cal-1': () => json(204) });
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Choir' }));
    await user.click(screen.getByRole('radio', { name: 'Delete them too' }));
    expect(screen.getByText('Its events will be deleted. This action cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete calendar' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/calendar/calendars/cal-1')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/v1/calendar/calendars/cal-1')[0]!.search).toBe('?events=delete');
  });
});
