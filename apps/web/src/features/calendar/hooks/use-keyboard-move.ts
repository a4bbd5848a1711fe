import type { Occurrence } from '@skilllink/contracts/calendar';
import { EVENT_MIN_DURATION_MINUTES } from '@skilllink/contracts/calendar-constants';
import type { KeyboardEvent } from 'react';
import { addDays } from '../model/time';
import type { CalendarView } from '../model/views';

const MINUTE = 60_000;
type Times = Pick<Occurrence, 'start' | 'end' | 'isAllDay'>;

/** How far Alt+arrow moves an event: left/right a day; up/down 15 minutes, or a week in month view. */
function stepFor(key: string, view: CalendarView): { days: number; minutes: number } | null {
  if (key === 'ArrowLeft') return { days: -1, minutes: 0 };
  if (key === 'ArrowRight') return { days: 1, minutes: 0 };
  if (key === 'ArrowUp') return view === 'month' ? { days: -7, minutes: 0 } : { days: 0, minutes: -15 };
  if (key === 'ArrowDown') return view === 'month' ? { days: 7, minutes: 0 } : { days: 0, minutes: 15 };
  return null;
}

/** The occurrence's times moved by a step, its duration kept. */
export function shifted(o: Occurrence, days: number, minutes: number): Times {
  if (o.isAllDay) return { start: addDays(o.start, days), end: addDays(o.end, days), isAllDay: true };
  // A day is 24 h here; across a daylight-saving change the wall-clock hour shifts by one, as dragging does.
  const delta = days * 1440 * MINUTE + minutes * MINUTE;
  const move = (iso: string) => new Date(Date.parse(iso) + delta).toISOString();
  return { start: move(o.start), end: move(o.end), isAllDay: false };
}

/**
 * The occurrence with its end moved by one step (`direction` 1 later, -1 earlier): a snap step
 * of 15 minutes for timed events, a day for all-day ones, as dragging the bottom edge does. Null
 * when the event would become shorter than that step.
 */
export function resized(o: Occurrence, direction: 1 | -1): Times | null {
  if (o.isAllDay) {
    const end = addDays(o.end, direction);
    return end > o.start ? { start: o.start, end, isAllDay: true } : null;
  }
  const end = Date.parse(o.end) + direction * EVENT_MIN_DURATION_MINUTES * MINUTE;
  if (end - Date.parse(o.start) < EVENT_MIN_DURATION_MINUTES * MINUTE) return null;
  return { start: o.start, end: new Date(end).toISOString(), isAllDay: false };
}

interface Handlers {
  move: (o: Occurrence, times: Times) => void;
  /** `times` is null when the event is already as short as it can be. */
  resize: (o: Occurrence, times: Times | null) => void;
}

/**
 * The keyboard alternative to dragging (ADRs 020 and 034): Alt+arrow on a focused event moves
 * it; Shift+ArrowDown / Shift+ArrowUp makes it end a step later or earlier. The grid marks each
 * event element with its occurrence id.
 */
export function useKeyboardMove(view: CalendarView, find: (id: string) => Occurrence | undefined, { move, resize }: Handlers) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const resizing = event.shiftKey && !event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp');
    if (!event.altKey && !resizing) return;
    const el = (event.target as HTMLElement).closest<HTMLElement>('[data-occurrence-id]');
    const o = el?.dataset.occurrenceId ? find(el.dataset.occurrenceId) : undefined;
    if (!o) return;
    if (resizing) {
      event.preventDefault();
      resize(o, resized(o, event.key === 'ArrowDown' ? 1 : -1));
      return;
    }
    const step = stepFor(event.key, view);
    if (!step) return;
    event.preventDefault();
    move(o, shifted(o, step.days, step.minutes));
  };
}
