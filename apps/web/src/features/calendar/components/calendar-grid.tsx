import type { Occurrence } from '@skilllink/contracts/calendar';
import { EVENT_MIN_DURATION_MINUTES, EVENT_MIN_HEIGHT_PX, HOUR_ROW_PX, MONTH_CELL_EVENTS } from '@skilllink/contracts/calendar-constants';
import { WAITING_PREFIX } from '../api/offline-events';
import FullCalendar, { type CalendarRef, type EventDropInfo, type EventInput, type EventResizeDoneInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { useEffect, useMemo, useRef } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { eventLabel, fullCalendarTime } from '../model/time';
import { FC_VIEW, type CalendarView } from '../model/views';
import './calendar.css';
import '../i18n';

export interface MovedTimes {
  start: string;
  end: string;
  isAllDay: boolean;
}

interface Props {
  view: CalendarView;
  date: string;
  timeZone: string;
  occurrences: Occurrence[];
  colors: Record<string, string>;
  onRange: (range: { from: string; to: string }) => void;
  /** `date` is FullCalendar's dateStr: a date in the month grid, an instant with offset in the time grids. */
  onCreateAt: (date: string, allDay: boolean) => void;
  onOpen: (occurrence: Occurrence) => void;
  onMove: (occurrence: Occurrence, times: MovedTimes, revert: () => void) => void;
  /** The bottom edge dragged: a new end (null: shorter than the shortest an event may be). */
  onResize: (occurrence: Occurrence, times: MovedTimes | null, revert: () => void) => void;
}

const PLUGINS = [timeGridPlugin, dayGridPlugin, interactionPlugin, classicTheme];
/** The phones' view (ADR 034): a time grid of three days from the chosen date. */
const VIEWS = { [FC_VIEW.threeDay]: { type: 'timeGrid', duration: { days: 3 } } };

/** What a dropped event became: dates for all-day events (end exclusive), instants otherwise. */
function movedTimes(info: EventDropInfo | EventResizeDoneInfo): MovedTimes {
  const { event } = info;
  if (event.allDay) return { start: event.startStr.slice(0, 10), end: (event.endStr || event.startStr).slice(0, 10), isAllDay: true };
  return { start: event.start!.toISOString(), end: event.end!.toISOString(), isAllDay: false };
}

/** The popover's class (calendar.css), also how the modal knows a click in it is not outside. */
export const POPOVER_CLASS = 'sl-calendar-popover';
const POPOVER_MARGIN_PX = 8;

/**
 * FullCalendar keeps the "+N more" popover's top inside the window but not its bottom: move it up
 * when it runs past the window's bottom and cap its height to the window (its list scrolls).
 */
function fitPopover() {
  const popover = document.querySelector<HTMLElement>(`.${POPOVER_CLASS}`);
  if (!popover) return;
  const room = window.innerHeight - 2 * POPOVER_MARGIN_PX;
  popover.style.maxHeight = `${room}px`;
  const rect = popover.getBoundingClientRect();
  const overflow = rect.bottom - (window.innerHeight - POPOVER_MARGIN_PX);
  if (overflow <= 0) return;
  const lift = Math.min(overflow, rect.top - POPOVER_MARGIN_PX);
  popover.style.top = `${parseFloat(popover.style.top || '0') - lift}px`;
}

/**
 * The day, week and month grids (FullCalendar v7, docs/decisions/020-calendar-grid.md): our own
 * toolbar drives it; it reports the visible range, clicks, drops and resizes. Drag and drop keeps the
 * duration by itself: in the time grids the hour changes, in the month grid whole days move and
 * the time of day stays.
 */
export function CalendarGrid({ view, date, timeZone, occurrences, colors, onRange, onCreateAt, onOpen, onMove, onResize }: Props) {
  const { t } = useTranslation('calendar');
  const ref = useRef<CalendarRef>(null);
  const byId = useMemo(() => new Map(occurrences.map((o) => [o.id, o])), [occurrences]);
  const wrap = useRef<HTMLDivElement>(null);
  const label = (o: Occurrence) => eventLabel(o, t(`categories.${o.category}`), t('grid.allDay'), currentLanguage(), timeZone);

  // FullCalendar keeps an event's element when the event changes (a move, a new title): its
  // accessible name is set again after every change, not only when the element is first drawn.
  useEffect(() => {
    for (const el of wrap.current?.querySelectorAll<HTMLElement>('[data-occurrence-id]') ?? []) {
      const o = byId.get(el.dataset.occurrenceId ?? '');
      if (o) el.setAttribute('aria-label', label(o));
    }
  });

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== FC_VIEW[view]) api.changeView(FC_VIEW[view], date);
    else api.gotoDate(date);
  }, [view, date]);

  const events = useMemo<EventInput[]>(
    () =>
      occurrences.map((o) => ({
        id: o.id,
        title: o.title,
        start: o.start,
        end: o.end,
        allDay: o.isAllDay,
        color: colors[o.calendarId],
        // The category in text too: colour alone never carries meaning (DESIGN.md).
        extendedProps: { category: o.category },
        // Made offline and not on the server yet: nothing to move until it is.
        ...(o.id.startsWith(WAITING_PREFIX) ? { editable: false, classNames: ['sl-event-waiting'] } : {}),
      })),
    [occurrences, colors],
  );

  return (
    <div ref={wrap} className="h-full">
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        views={VIEWS}
        initialView={FC_VIEW[view]}
        initialDate={date}
        timeZone={timeZone}
        locale={currentLanguage()}
        firstDay={1}
        headerToolbar={false}
        height="100%"
        slotDuration="01:00:00"
        snapDuration="00:15:00"
        scrollTime="08:00:00"
        // 24 hourly rows of 64 px, so an event is its duration × 64 px high.
        slotMinHeight={HOUR_ROW_PX}
        slotHeaderFormat={fullCalendarTime}
        eventTimeFormat={fullCalendarTime}
        eventMinHeight={EVENT_MIN_HEIGHT_PX}
        forceEventDuration
        fixedWeekCount
        dayMaxEvents={MONTH_CELL_EVENTS}
        moreLinkText={(count) => t('grid.more', { count })}
        moreLinkClick={() => {
          window.requestAnimationFrame(fitPopover);
          return 'popover';
        }}
        popoverClass={POPOVER_CLASS}
        allDayText={t('grid.allDay')}
        nowIndicator
        // Moves keep the duration; the bottom (or, in the month grid, the right) edge changes the end,
        // on the same 15-minute snap, never shorter than one snap step.
        editable
        eventDurationEditable
        selectable={false}
        eventInteractive
        events={events}
        datesSet={(info) => onRange({ from: info.start.toISOString(), to: info.end.toISOString() })}
        dateClick={(info) => onCreateAt(info.dateStr, info.allDay)}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const o = byId.get(info.event.id);
          if (o) onOpen(o);
        }}
        // In the time grids the title comes first and wraps, the time after it: a phone's narrow
        // columns show what the event is rather than a cut "09:00 - 10:" (ADR 034).
        eventContent={(arg) =>
          arg.view.type.startsWith('timeGrid') && !arg.event.allDay ? (
            <div className={arg.isShort ? 'sl-event sl-event-short' : 'sl-event'}>
              <span className="sl-event-title">{arg.event.title}</span> <span className="sl-event-time">{arg.timeText}</span>
            </div>
          ) : (
            true
          )
        }
        eventDidMount={(info) => {
          // The keyboard mover finds the occurrence behind a focused event through this.
          info.el.dataset.occurrenceId = info.event.id;
          const o = byId.get(info.event.id);
          if (o) info.el.setAttribute('aria-label', label(o));
        }}
        eventDrop={(info) => {
          const o = byId.get(info.event.id);
          if (!o) return info.revert();
          onMove(o, movedTimes(info), info.revert);
        }}
        eventResize={(info) => {
          const o = byId.get(info.event.id);
          if (!o) return info.revert();
          const times = movedTimes(info);
          const tooShort = !times.isAllDay && Date.parse(times.end) - Date.parse(times.start) < EVENT_MIN_DURATION_MINUTES * 60_000;
          onResize(o, tooShort ? null : times, info.revert);
        }}
      />
    </div>
  );
}
