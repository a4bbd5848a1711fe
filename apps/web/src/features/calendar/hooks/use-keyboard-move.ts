import type { Occurrence } from '@skilllink/contracts/calendar';
import type { KeyboardEvent } from 'react';
import { addDays } from '../model/time';
import type { CalendarView } from '../model/views';

const MINUTE = 60_000;

/** How far Alt+arrow moves an event: left/right a day; up/down 15 minutes, or a week in month view. */
function stepFor(key: string, view: CalendarView): { days: number; minutes: number } | null {
  if (key === 'ArrowLeft') return { days: -1, minutes: 0 };
  if (key === 'ArrowRight') return { days: 1, minutes: 0 };
  if (key === 'ArrowUp') return view === 'month' ? { days: -7, minutes: 0 } : { days: 0, minutes: -15 };
  if (key === 'ArrowDown') return view === 'month' ? { days: 7, minutes: 0 } : { days: 0, minutes: 15 };
  return null;
}

/** The occurrence's times moved by a step, its duration kept. */
export function shifted(o: Occurrence, days: number, minutes: number): Pick<Occurrence, 'start' | 'end' | 'isAllDay'> {
  if (o.isAllDay) return { start: addDays(o.start, days), end: addDays(o.end, days), isAllDay: true };
  // A day is 24 h here; across a daylight-saving change the wall-clock hour shifts by one, as dragging does.
  const delta = days * 1440 * MINUTE + minutes * MINUTE;
  const move = (iso: string) => new Date(Date.parse(iso) + delta).toISOString();
  return { start: move(o.start), end: move(o.end), isAllDay: false };
}

/**
 * The keyboard alternative to dragging (issue 7): Alt+arrow on a focused event moves it. The
 * grid marks each event element with its occurrence id.
 */
export function useKeyboardMove(
  view: CalendarView,
  find: (id: string) => Occurrence | undefined,
  move: (o: Occurrence, times: ReturnType<typeof shifted>) => void,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey) return;
    const step = stepFor(event.key, view);
    const el = (event.target as HTMLElement).closest<HTMLElement>('[data-occurrence-id]');
    const o = el?.dataset.occurrenceId ? find(el.dataset.occurrenceId) : undefined;
    if (!step || !o) return;
    event.preventDefault();
    move(o, shifted(o, step.days, step.minutes));
  };
}
