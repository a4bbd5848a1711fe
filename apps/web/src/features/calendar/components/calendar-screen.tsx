import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { useToast, useToastsAtBottom } from '../../../components/ui/toast';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useEvents } from '../api/get-events';
import { useWaitingEvents, WAITING_PREFIX } from '../api/offline-events';
import { settingsQuery, useUpdateSettings } from '../api/settings';
import { useEventActions } from '../hooks/use-event-actions';
import { useGridEdits } from '../hooks/use-grid-edits';
import { useKeyboardMove } from '../hooks/use-keyboard-move';
import { usePrefill } from '../hooks/use-prefill';
import { useScopePrompt } from '../hooks/use-scope-prompt';
import { useZone } from '../hooks/use-zone';
import { defaultForm, formFromOccurrence, type EventFormState } from '../model/form-state';
import { fromWallClock, todayIn } from '../model/time';
import { initialView, rangeTitle, stepDate, type CalendarView } from '../model/views';
import { CalendarGrid } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { EventDialog, type EditorState } from './event-dialog';
import { ScopeDialog } from './scope-dialog';
import { SidePanel } from './side-panel';
import '../i18n';

interface Props {
  /** In the modal: closes it. */
  onClose?: () => void;
  closeLabel?: string;
}

/**
 * The whole calendar (ADRs 019 and 020), the default export of its own lazily
 * loaded chunk: the modal and /app/calendar both render it. Suspends until the member's
 * settings (zone, calendars) are known; failures reach the host's "Calendar Error" boundary.
 */
export default function CalendarScreen({ onClose, closeLabel }: Props) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const { data: settings } = useSuspenseQuery(settingsQuery());
  const { timeZone, change: changeZone } = useZone(settings);
  const updateSettings = useUpdateSettings();
  // Top-right toasts would cover the toolbar's views and New event (full-screen in the modal).
  useToastsAtBottom();
  // Phones open on three days (ADR 034); the view switcher offers every view everywhere.
  const [view, setView] = useState<CalendarView>(initialView);
  const [date, setDate] = useState(() => todayIn(timeZone));
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const events = useEvents(range);
  if (events.error && !events.data) throw events.error;
  const scope = useScopePrompt();
  const actions = useEventActions(timeZone, scope.ask);

  const colors = useMemo(() => Object.fromEntries(settings.calendars.map((c) => [c.id, c.color])), [settings.calendars]);
  // Only the events of visible calendars show.
  // An event whose calendar is not in the list (deleted on another device while this list was
  // loaded) still shows: only what the member hid is left out.
  const hiddenIds = useMemo(() => new Set(settings.calendars.filter((c) => !c.visible).map((c) => c.id)), [settings.calendars]);
  // Events made offline show (marked) until the server has them.
  const waiting = useWaitingEvents();
  const occurrences = useMemo(
    () => [...(events.data?.items ?? []), ...waiting].filter((o) => !hiddenIds.has(o.calendarId)),
    [events.data, waiting, hiddenIds],
  );
  const byId = useMemo(() => new Map(occurrences.map((o) => [o.id, o])), [occurrences]);

  const openNew = useCallback(
    (start: Date, overrides: Partial<EventFormState> = {}) =>
      setEditor({ occurrence: null, initial: defaultForm(start, timeZone, overrides), key: Date.now() }),
    [timeZone],
  );
  const nextHour = useCallback(() => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000), []);
  usePrefill(useCallback((overrides: Partial<EventFormState>) => openNew(nextHour(), overrides), [openNew, nextHour]));

  const gridRef = useRef<HTMLElement>(null);
  const edits = useGridEdits(timeZone, occurrences, actions, gridRef);
  const onKeyDown = useKeyboardMove(view, (id) => byId.get(id), {
    move: (o, times) => void edits.move(o, times, undefined, true),
    resize: (o, times) => void edits.resize(o, times, undefined, true),
  });

  return (
    <div className="sl-calendar flex h-full min-h-0 flex-col bg-surface text-fg">
      <CalendarToolbar
        title={rangeTitle(view, date, currentLanguage())}
        view={view}
        onView={setView}
        onStep={(direction) => setDate((d) => stepDate(d, view, direction))}
        onToday={() => setDate(todayIn(timeZone))}
        onNew={() => openNew(nextHour())}
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((open) => !open)}
        onClose={onClose}
        closeLabel={closeLabel}
      />
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <SidePanel
          className={cn(panelOpen ? 'flex' : 'hidden', 'lg:flex')}
          date={date}
          today={todayIn(timeZone)}
          onDate={setDate}
          calendars={settings.calendars}
          onToggle={(id, visible) => updateSettings.mutate({ calendars: [{ id, visible }] })}
          timeZone={timeZone}
          onZone={(zone) => changeZone(zone, () => edits.announce(t('zone.changed', { zone })))}
        />
        <section
          ref={gridRef}
          // Focus lands here when a moved event cannot be found again (tabIndex -1: not a tab stop).
          tabIndex={-1}
          aria-label={t('grid.label')}
          className="flex min-h-0 min-w-0 flex-1 flex-col"
          onKeyDown={onKeyDown}
        >
          {/* Smaller on phones, so the keyboard hint below still fits in the page's frame. */}
          <div className="min-h-64 flex-1 sm:min-h-[24rem]">
            <CalendarGrid
              view={view}
              date={date}
              timeZone={timeZone}
              occurrences={occurrences}
              colors={colors}
              onRange={setRange}
              onCreateAt={(at, allDay) =>
                // A day in the month grid starts a 09:00 event; the time grids' all-day row an all-day one.
                allDay
                  ? openNew(
                      new Date(fromWallClock({ date: at.slice(0, 10), time: '09:00' }, timeZone)),
                      view === 'month' ? {} : { isAllDay: true },
                    )
                  : openNew(new Date(at))
              }
              onOpen={(o) =>
                o.id.startsWith(WAITING_PREFIX)
                  ? toast(t('offline.notYet'), 'info')
                  : setEditor({ occurrence: o, initial: formFromOccurrence(o, timeZone), key: Date.now() })
              }
              onMove={(o, times, revert) => void edits.move(o, times, revert)}
              onResize={(o, times, revert) => void edits.resize(o, times, revert)}
            />
          </div>
          <p className="shrink-0 border-t border-border px-3 py-1.5 text-xs text-muted">{t('grid.keyboardHint')}</p>
        </section>
      </div>
      <EventDialog
        editor={editor}
        calendars={settings.calendars}
        timeZone={timeZone}
        saving={actions.saving}
        deleting={actions.deleting}
        onSave={actions.save}
        onDelete={actions.destroy}
        onClose={() => setEditor(null)}
      />
      <ScopeDialog {...scope.dialog} />
      <p aria-live="polite" className="sr-only">
        {edits.announcement}
      </p>
    </div>
  );
}
