import type { Occurrence } from '@skilllink/contracts/calendar';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { useEventActions } from '../hooks/use-event-actions';
import { useScopePrompt } from '../hooks/use-scope-prompt';
import { defaultForm, formFromOccurrence } from '../model/form-state';
import { defaultCalendars, occurrence, weeklyOccurrence } from '../test-fixtures';
import { EventDialog, type EditorState } from './event-dialog';
import { ScopeDialog } from './scope-dialog';
import '../i18n';

const TZ = 'Europe/Paris';

function Harness({ editing }: { editing: Occurrence | null }) {
  const scope = useScopePrompt();
  const actions = useEventActions(TZ, scope.ask);
  const [editor, setEditor] = useState<EditorState | null>({
    occurrence: editing,
    initial: editing ? formFromOccurrence(editing, TZ) : defaultForm(new Date('2026-11-24T08:00:00Z'), TZ),
    key: 1,
  });
  return (
    <>
      <EventDialog
        editor={editor}
        calendars={defaultCalendars}
        timeZone={TZ}
        saving={false}
        deleting={false}
        onSave={actions.save}
        onDelete={actions.destroy}
        onClose={() => setEditor(null)}
      />
      <ScopeDialog {...scope.dialog} />
    </>
  );
}

function renderDialog(editing: Occurrence | null = null) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <Harness editing={editing} />
    </AppProviders>,
  );
  return { user };
}

describe('Event form', () => {
  it('shows "Please enter a title for the event" for an empty title and saves nothing; a trimmed title saves the default event', async () => {
    const api = stubApi({ 'POST /api/v1/calendar/events': (call) => json(201, { ...occurrence(), ...(call.body as object) }) });
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'New event' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a title for the event')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/v1/calendar/events')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), ' Standup ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/calendar/events')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/calendar/events')[0]!.body).toMatchObject({
      title: 'Standup',
      category: 'work',
      calendarId: 'work',
      reminders: [15],
      start: '2026-11-24T08:00:00.000Z',
      end: '2026-11-24T09:00:00.000Z',
      timeZone: TZ,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides the times for an all-day event and moves the end when the start passes it', async () => {
    stubApi({});
    const { user } = renderDialog();
    // One input event, as a browser's time picker sends (typing would pass through "11:3").
    fireEvent.input(screen.getByLabelText('Start time'), { target: { value: '11:30' } });
    expect(screen.getByLabelText('End time')).toHaveValue('12:30');
    await user.click(screen.getByLabelText('All day'));
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('End time')).not.toBeInTheDocument();
  });

  it('adds attendees once each and a new reminder of the next free choice', async () => {
    stubApi({});
    const { user } = renderDialog();
    const email = screen.getByLabelText('Attendee e-mail');
    await user.type(email, 'kofi@example.com{Enter}');
    await user.type(email, 'KOFI@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add attendee' }));
    expect(screen.getAllByRole('button', { name: /^Remove kofi@example.com$/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(screen.getByLabelText('Reminder 1')).toHaveValue('15');
    expect(screen.getByLabelText('Reminder 2')).toHaveValue('5');
  });

  it('rolls back and says so when the server refuses a change', async () => {
    stubApi({ 'PATCH /api/v1/calendar/events/ev-1': () => apiError(422, 'validation_failed', 'title: Too long') });
    const { user } = renderDialog(occurrence());
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your change was not saved: title: Too long')).toBeInTheDocument();
  });

  it('deletes after the inline confirmation, asking which occurrences of a series', async () => {
    const api = stubApi({ 'DELETE /api/v1/calendar/events/series-1': () => new Response(null, { status: 204 }) });
    const { user } = renderDialog(weeklyOccurrence);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete this event? This action cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const scope = await screen.findByRole('dialog', { name: 'Delete recurring event' });
    expect(scope).toHaveTextContent('This event');
    await user.click(screen.getByRole('radio', { name: 'This and following events' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/v1/calendar/events/series-1')).toHaveLength(1));
    const search = new URLSearchParams(api.callsTo('DELETE /api/v1/calendar/events/series-1')[0]!.search);
    expect(Object.fromEntries(search)).toEqual({ scope: 'following', occurrenceStart: '2026-11-24T08:00:00.000Z' });
  });
});
