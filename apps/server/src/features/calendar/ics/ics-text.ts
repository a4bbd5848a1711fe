import { fieldsOf, pad, wallOf, type Wall } from './ics-zone.js';

/** RFC 5545 §3.3.11: TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Parameter values (a TZID, a CN) are quoted when they hold a character that ends them. */
export function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

const FOLD_OCTETS = 75;

/**
 * RFC 5545 §3.1: a content line is at most 75 octets; longer ones continue on lines that begin
 * with one space. Cut between characters, never inside a UTF-8 sequence (a name in Ewe or an
 * emoji must survive the fold).
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= FOLD_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = FOLD_OCTETS;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = FOLD_OCTETS;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** Lines joined with CRLF, each folded, ending with CRLF as the format requires. */
export const joinLines = (lines: string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`;

const wallText = (w: Wall) => `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;

/** "20261124T090000Z" for an instant. */
export const utcText = (iso: string | number): string => `${wallText(fieldsOf(new Date(iso).getTime()))}Z`;

/** "20261124" for "2026-11-24". */
export const dateText = (date: string) => date.slice(0, 10).replace(/-/g, '');

/** Zones written as UTC ("…Z") rather than with a TZID and a VTIMEZONE. */
export const isUtcZone = (zone: string) => ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Zulu'].includes(zone);

/**
 * A DATE-TIME or DATE property: `NAME;VALUE=DATE:20261124` for all-day values,
 * `NAME;TZID=Africa/Accra:20261124T090000` for timed ones in a zone, `NAME:…Z` in UTC.
 * Several values (EXDATE) share the one form.
 */
export function timeProperty(name: string, values: string[], opts: { isAllDay: boolean; zone: string }): string {
  if (opts.isAllDay) return `${name};VALUE=DATE:${values.map(dateText).join(',')}`;
  if (isUtcZone(opts.zone)) return `${name}:${values.map(utcText).join(',')}`;
  return `${name};TZID=${paramValue(opts.zone)}:${values.map((v) => wallText(wallOf(opts.zone, v))).join(',')}`;
}

/** TRIGGER of a reminder `minutes` before the start: -PT15M, -PT2H, -P1D. */
export function triggerText(minutes: number): string {
  if (minutes % 1440 === 0) return `-P${minutes / 1440}D`;
  if (minutes % 60 === 0) return `-PT${minutes / 60}H`;
  return `-PT${minutes}M`;
}
