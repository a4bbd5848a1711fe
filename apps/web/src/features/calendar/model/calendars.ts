import type { CalendarInfo } from '@skilllink/contracts/calendar';
import type { CalendarId } from '@skilllink/contracts/calendar-constants';
import type { TFunction } from '../../../lib/i18n';

/** A default calendar is named in the member's language; their own ones carry the name they chose. */
export function calendarName(c: CalendarInfo, t: TFunction<'calendar'>): string {
  return c.isDefault ? t(`calendars.${c.id as CalendarId}`) : c.name;
}

/**
 * Colours offered when a member makes a calendar, each readable under white event text
 * (contrast with #ffffff in the comment), named for people who do not see the swatch.
 */
export const SUGGESTED_COLORS = [
  { name: 'red', hex: '#b91c1c' }, // 6.47
  { name: 'orange', hex: '#c2410c' }, // 5.18
  { name: 'amber', hex: '#a16207' }, // 4.92
  { name: 'teal', hex: '#0f766e' }, // 5.47
  { name: 'blue', hex: '#0369a1' }, // 5.93
  { name: 'indigo', hex: '#4338ca' }, // 7.90
  { name: 'pink', hex: '#be185d' }, // 6.04
  { name: 'slate', hex: '#475569' }, // 7.58
] as const;
