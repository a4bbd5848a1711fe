import { addDays } from './time';

export type CalendarView = 'day' | 'threeDay' | 'week' | 'month';
export const VIEWS: readonly CalendarView[] = ['day', 'threeDay', 'week', 'month'];

/** FullCalendar's names for our views; the three-day one is defined in calendar-grid.tsx. */
export const FC_VIEW: Record<CalendarView, string> = {
  day: 'timeGridDay',
  threeDay: 'timeGridThreeDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
};

/** Below this width (the drawer's breakpoint, DESIGN.md) the calendar opens on three days (ADR 034). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** The view the calendar opens on: a week's seven columns are ~35 px wide on a phone, three days are readable. */
export function initialView(): CalendarView {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches ? 'threeDay' : 'week';
}

/** Back and forward by 1 day, 7 days or 1 month depending on the view (3 days in the three-day view). */
export function stepDate(date: string, view: CalendarView, direction: 1 | -1): string {
  if (view === 'day') return addDays(date, direction);
  if (view === 'threeDay') return addDays(date, 3 * direction);
  if (view === 'week') return addDays(date, 7 * direction);
  const [y, m] = date.split('-').map(Number) as [number, number];
  const month = new Date(Date.UTC(y, m - 1 + direction, 1));
  return month.toISOString().slice(0, 10);
}

/** Monday of the week holding `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The mini month: whole weeks from the Monday on or before the 1st to the Sunday on or after the last day. */
export function miniMonthDays(month: string): string[] {
  const first = `${month.slice(0, 7)}-01`;
  const [y, m] = first.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let day = mondayOf(first); day <= last || days.length % 7 !== 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The toolbar's title: the day, the three days' or the week's span (Monday to Sunday), or the month. */
export function rangeTitle(view: CalendarView, date: string, language: string): string {
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  if (view === 'month') return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at(date));
  // Short month and weekday names keep the title to a line or two on a 360 px phone.
  if (view === 'day')
    return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      at(date),
    );
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  // The three-day view starts on the chosen date, not on a Monday.
  if (view === 'threeDay') return format.formatRange(at(date), at(addDays(date, 2)));
  const monday = mondayOf(date);
  return format.formatRange(at(monday), at(addDays(monday, 6)));
}
