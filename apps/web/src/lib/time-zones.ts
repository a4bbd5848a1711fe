import { writeStored } from './storage';

/** The browser's zone (the one the member's device uses). */
export function detectTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, for a zone select; the member's own is always listed. */
export function timeZoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * Set once the member's zone was settled on this device: detected on first use of the
 * calendar, or chosen (in the calendar or in Settings). The server only knows a zone, not
 * whether anyone chose it, so without this mark a member who picked another zone would have it
 * overwritten by the device's on their first calendar visit (ADR 020).
 */
export const ZONE_SETTLED_KEY = 'sl-calendar-zone';

export function markZoneChosen(): void {
  writeStored(ZONE_SETTLED_KEY, 'chosen');
}
