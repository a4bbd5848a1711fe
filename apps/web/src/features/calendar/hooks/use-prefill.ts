import { CALENDAR_IDS, EVENT_CATEGORIES, type CalendarId, type EventCategory } from '@skilllink/contracts/calendar-constants';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { EventFormState } from '../model/form-state';

/**
 * Other areas open the event form through the address, never through our code (features do not
 * import each other): /app/calendar?new=1&title=…&calendar=learning&category=learning. The
 * parameters are read once and removed, so a reload does not open the form again.
 */
export function usePrefill(open: (overrides: Partial<EventFormState>) => void) {
  const [params, setParams] = useSearchParams();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || params.get('new') !== '1') return;
    done.current = true;
    const calendar = params.get('calendar');
    const category = params.get('category');
    open({
      title: params.get('title')?.slice(0, 200) ?? '',
      ...(CALENDAR_IDS.includes(calendar as CalendarId) ? { calendarId: calendar as CalendarId } : {}),
      ...(EVENT_CATEGORIES.includes(category as EventCategory) ? { category: category as EventCategory } : {}),
    });
    setParams({}, { replace: true });
  }, [params, setParams, open]);
}
