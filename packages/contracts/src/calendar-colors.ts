/**
 * Calendar colours and their contrast (WCAG 2.x), free of zod so the calendar chunk and the
 * server share one rule. Events are drawn in their calendar's colour with white text in both
 * themes (calendar.css), so a colour is fit when white text on it reaches AA, 4.5:1.
 */
export const EVENT_TEXT_COLOR = '#ffffff';
export const MIN_EVENT_TEXT_CONTRAST = 4.5;
export const CALENDAR_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a "#rrggbb" colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of two "#rrggbb" colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether event text on this colour is readable (AA) in both themes. */
export function isReadableCalendarColor(hex: string): boolean {
  return CALENDAR_COLOR_PATTERN.test(hex) && contrastRatio(hex, EVENT_TEXT_COLOR) >= MIN_EVENT_TEXT_CONTRAST;
}
