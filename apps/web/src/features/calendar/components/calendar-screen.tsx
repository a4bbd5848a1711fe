import type { Occurrence } from '@skilllink/contracts/calendar';
import type { CalendarId } from '@skilllink/contracts/calendar-constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { useToastsAtBottom } from '../../../components/ui/toast';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useEvents } from '../api/get-events';
import { settingsQuery, useUpdateSettings } from '../api/settings';
import { useEventActions } from '../hooks/use-event-actions';
import { useKeyboardMove } from '../hooks/use-keyboard-move';
import { usePrefill } from '../hooks/use-prefill';
import { useScopePrompt } from '../hooks/use-scope-prompt';
import { useZone } from '../hooks/use-zone';
import { defaultForm, formFromOccurrence, type EventFormState } from '../model/form-state';
import { fromWallClock, todayIn } from '../model/time';
import { rangeTitle, stepDate, type CalendarView } from '../model/views';
import { CalendarGrid, type MovedTimes } from './calendar-grid';
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
 * The whole calendar (spec §2 Calendar modal, issue 7), the default export of its own lazily
 * loaded chunk: the modal and /app/calendar both render it. Suspends until the member's
 * settings (zone, calendars) are known; failures reach the host's "Calendar Error" boundary.
 */
export default function CalendarScreen({ onClose, closeLabel }: Props) {
  const { t } = useTranslation('calendar');
  const { data: settings } = useSuspenseQuery(settingsQuery());
  const { timeZone, change: changeZone } = useZone(settings);
  const updateSettings = useUpdateSettings();
  // Top-right toasts would cover the toolbar's views and New event (full-screen in the modal).
  useToastsAtBottom();
  const [view, setView] = useState<CalendarView>('week');
  const [date, setDate] = useState(() => todayIn(timeZone));
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const events = useEvents(range);
  if (events.error && !events.data) throw events.error;
  const scope = useScopePrompt();
  const actions = useEventActions(timeZone, scope.ask);

  const colors = useMemo(() => Object.fromEntries(settings.calendars.map((c) => [c.id, c.color])), [settings.calendars]);
  // Spec §4: only the events of visible calendars show.
  const visibleIds = useMemo(() => new Set(settings.calendars.filter((c) => c.visible).map((c) => c.id)), [settings.calendars]);
  const occurrences = useMemo(() => (events.data?.items ?? []).filter((o) => visibleIds.has(o.calendarId)), [events.data, visibleIds]);
  const byId = useMemo(() => new Map(occurrences.map((o) => [o.id, o])), [occurrences]);

  const openNew = useCallback(
    (start: Date, overrides: Partial<EventFormState> = {}) =>
      setEditor({ occurrence: null, initial: defaultForm(start, timeZone, overrides), key: Date.now() }),
    [timeZone],
  );
  const nextHour = useCallback(() => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000), []);
  usePrefill(useCallback((overrides: Partial<EventFormState>) => openNew(nextHour(), overrides), [openNew, nextHour]));

  // What is on screen now, for finding a moved event again once the refetch has drawn it.
  const latest = useRef(occurrences);
  useEffect(() => {
    latest.current = occurrences;
  }, [occurrences]);
  const gridRef = useRef<HTMLElement>(null);

  /**
   * Puts the keyboard back on a moved event: the grid draws it anew, and an occurrence moved
   * alone ("This event") comes back from the server under a new id, so it is found by where it
   * now starts. Failing that, the grid itself keeps the focus rather than the page.
   */
  const focusMoved = (o: Occurrence, times: MovedTimes, tries = 20) => {
    window.setTimeout(() => {
      const sameStart = (x: Occurrence) => x.start === times.start || Date.parse(x.start) === Date.parse(times.start);
      const series = o.originalId ?? o.id;
      const list = latest.current;
      const found =
        list.find((x) => x.id === o.id && sameStart(x)) ??
        list.find((x) => sameStart(x) && x.title === o.title && (x.originalId ?? x.id) === series) ??
        list.find((x) => sameStart(x) && x.title === o.title);
      const el = found && gridRef.current?.querySelector<HTMLElement>(`[data-occurrence-id="${CSS.escape(found.id)}"]`);
      if (el) el.focus();
      else if (tries > 0) focusMoved(o, times, tries - 1);
      else gridRef.current?.focus();
    }, 50);
  };

  const move = async (o: Occurrence, times: MovedTimes, revert?: () => void, byKeyboard = false) => {
    // A single event moves on screen at once; keep the keyboard on it while the server answers.
    if (byKeyboard && !o.isRecurring) focusMoved(o, times, 0);
    const outcome = await actions.move(o, times, revert);
    if (byKeyboard) {
      // Cancelled or refused, the event is back where it was, under its own id.
      if (outcome === 'moved') focusMoved(o, times);
      else focusMoved(o, { start: o.start, end: o.end, isAllDay: o.isAllDay });
    }
    // Announced only once the server has taken the move: nothing after Cancel or a refusal.
    if (outcome !== 'moved') return;
    const when = times.isAllDay
      ? times.start
      : new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(times.start));
    setAnnouncement(t('grid.moved', { title: o.title, when }));
  };
  const onKeyDown = useKeyboardMove(
    view,
    (id) => byId.get(id),
    (o, times) => void move(o, times, undefined, true),
  );

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
          onToggle={(id: CalendarId, visible: boolean) => updateSettings.mutate({ calendars: [{ id, visible }] })}
          timeZone={timeZone}
          onZone={(zone) => changeZone(zone, () => setAnnouncement(t('zone.changed', { zone })))}
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
              onOpen={(o) => setEditor({ occurrence: o, initial: formFromOccurrence(o, timeZone), key: Date.now() })}
              onMove={(o, times, revert) => void move(o, times, revert)}
            />
          </div>
          <p className="shrink-0 border-t border-border px-3 py-1.5 text-xs text-muted">{t('grid.keyboardHint')}</p>
        </section>
      </div>
      <EventDialog
        editor={editor}
        timeZone={timeZone}
        saving={actions.saving}
        deleting={actions.deleting}
        onSave={actions.save}
        onDelete={actions.destroy}
        onClose={() => setEditor(null)}
      />
      <ScopeDialog {...scope.dialog} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
