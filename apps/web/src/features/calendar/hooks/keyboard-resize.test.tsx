import type { Occurrence } from '@skilllink/contracts/calendar';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubApi } from '../../../test/fetch-stub';
import { ScopeDialog } from '../components/scope-dialog';
import { occurrence, weeklyOccurrence } from '../test-fixtures';
import { useEventActions } from './use-event-actions';
import { useGridEdits } from './use-grid-edits';
import { useKeyboardMove } from './use-keyboard-move';
import { useScopePrompt } from './use-scope-prompt';
import '../i18n';

const TZ = 'Europe/Paris';

/** The calendar screen's keyboard path without FullCalendar: focusable events marked as the grid marks them. */
function Harness({ events }: { events: Occurrence[] }) {
  const scope = useScopePrompt();
  const actions = useEventActions(TZ, scope.ask);
  const gridRef = useRef<HTMLElement>(null);
  const edits = useGridEdits(TZ, events, actions, gridRef);
  const onKeyDown = useKeyboardMove('week', (id) => events.find((o) => o.id === id), {
    move: (o, times) => void edits.move(o, times, undefined, true),
    resize: (o, times) => void edits.resize(o, times, undefined, true),
  });
  return (
    <>
      <section ref={gridRef} tabIndex={-1} aria-label="Events" onKeyDown={onKeyDown}>
        {events.map((o) => (
          <a key={o.id} href="#" data-occurrence-id={o.id}>
            {o.title}
          </a>
        ))}
      </section>
      <ScopeDialog {...scope.dialog} />
      <p aria-live="polite" data-testid="live">
        {edits.announcement}
      </p>
    </>
  );
}

function renderGrid(events: Occurrence[]) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <Harness events={events} />
    </AppProviders>,
  );
  return { user };
}

describe('Resizing an event from the keyboard', () => {
  it('Shift+ArrowDown ends a focused event 15 minutes later and announces the new end; Shift+ArrowUp earlier', async () => {
    const api = stubApi({ 'PATCH /api/v1/calendar/events/ev-1': (call) => json(200, { ...occurrence(), ...(call.body as object) }) });
    const { user } = renderGrid([occurrence()]);
    screen.getByRole('link', { name: 'Standup' }).focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/calendar/events/ev-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/v1/calendar/events/ev-1')[0]!.body).toEqual({
      start: '2026-11-24T08:00:00.000Z',
      end: '2026-11-24T09:15:00.000Z',
      isAllDay: false,
    });
    // 09:15 UTC is 10:15 in Paris, the member's zone.
    await waitFor(() => expect(screen.getByTestId('live')).toHaveTextContent(/^Standup now ends at .*10:15/));

    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/calendar/events/ev-1')).toHaveLength(2));
    expect(api.callsTo('PATCH /api/v1/calendar/events/ev-1')[1]!.body).toMatchObject({ end: '2026-11-24T08:45:00.000Z' });
  });

  it('never makes an event shorter than 15 minutes, and says so', async () => {
    const api = stubApi({});
    const { user } = renderGrid([occurrence({ end: '2026-11-24T08:15:00.000Z' })]);
    screen.getByRole('link', { name: 'Standup' }).focus();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(await screen.findByText('Standup is already as short as it can be (15 minutes)')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks which occurrences of a series, as a move does, and sends the chosen scope', async () => {
    const api = stubApi({ 'PATCH /api/v1/calendar/events/series-1': () => json(200, weeklyOccurrence) });
    const { user } = renderGrid([weeklyOccurrence]);
    screen.getByRole('link', { name: 'Study group' }).focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Resize recurring event' });
    expect(dialog).toHaveTextContent('This and following events');
    await user.click(screen.getByRole('radio', { name: 'All events' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/calendar/events/series-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/v1/calendar/events/series-1')[0]!.body).toEqual({
      start: '2026-11-24T08:00:00.000Z',
      end: '2026-11-24T09:15:00.000Z',
      isAllDay: false,
      scope: 'all',
      occurrenceStart: '2026-11-24T08:00:00.000Z',
    });
  });
});
