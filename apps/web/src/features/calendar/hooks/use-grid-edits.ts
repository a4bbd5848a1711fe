import type { Occurrence } from '@skilllink/contracts/calendar';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import type { MovedTimes } from '../components/calendar-grid';
import { addDays } from '../model/time';
import type { useEventActions } from './use-event-actions';

type Actions = Pick<ReturnType<typeof useEventActions>, 'move'>;

/**
 * Moves and resizes from the grid (drag) and the keyboard, with what follows them: the focus put
 * back on the changed event, and a sentence for screen readers once the server has taken it.
 */
export function useGridEdits(timeZone: string, occurrences: Occurrence[], actions: Actions, gridRef: RefObject<HTMLElement | null>) {
  const { t } = useTranslation('calendar');
  const [announcement, setAnnouncement] = useState('');
  // What is on screen now, for finding a changed event again once the refetch has drawn it.
  const latest = useRef(occurrences);
  useEffect(() => {
    latest.current = occurrences;
  }, [occurrences]);

  // The one search for a changed event still waiting: a newer change replaces it, and leaving
  // the calendar ends it (it used to fire after the page was gone).
  const looking = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(looking.current), []);

  /**
   * Puts the keyboard back on a changed event: the grid draws it anew, and an occurrence changed
   * alone ("This event") comes back from the server under a new id, so it is found by where it
   * now starts. Failing that, the grid itself keeps the focus rather than the page.
   */
  const focusMoved = (o: Occurrence, times: MovedTimes, tries = 20) => {
    window.clearTimeout(looking.current);
    looking.current = window.setTimeout(() => {
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

  const format = (times: MovedTimes, at: string) =>
    times.isAllDay
      ? at
      : new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(at));

  const change = async (kind: 'move' | 'resize', o: Occurrence, times: MovedTimes, revert?: () => void, byKeyboard = false) => {
    // A single event changes on screen at once; keep the keyboard on it while the server answers.
    if (byKeyboard && !o.isRecurring) focusMoved(o, times, 0);
    const outcome = await actions.move(o, times, revert, kind);
    if (byKeyboard) {
      // Cancelled or refused, the event is back where it was, under its own id.
      if (outcome === 'moved') focusMoved(o, times);
      else focusMoved(o, { start: o.start, end: o.end, isAllDay: o.isAllDay });
    }
    // Announced only once the server has taken the change: nothing after Cancel or a refusal.
    if (outcome !== 'moved') return;
    if (kind === 'move') setAnnouncement(t('grid.moved', { title: o.title, when: format(times, times.start) }));
    // An all-day end is exclusive: the last day is the one before it.
    else if (times.isAllDay) setAnnouncement(t('grid.resizedAllDay', { title: o.title, when: addDays(times.end, -1) }));
    else setAnnouncement(t('grid.resized', { title: o.title, when: format(times, times.end) }));
  };

  return {
    announcement,
    move: (o: Occurrence, times: MovedTimes, revert?: () => void, byKeyboard = false) => change('move', o, times, revert, byKeyboard),
    resize: (o: Occurrence, times: MovedTimes | null, revert?: () => void, byKeyboard = false) => {
      if (times) return change('resize', o, times, revert, byKeyboard);
      revert?.();
      setAnnouncement(t('grid.tooShort', { title: o.title }));
      return Promise.resolve();
    },
    announce: setAnnouncement,
  };
}
