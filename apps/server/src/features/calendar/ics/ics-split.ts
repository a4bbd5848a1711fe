import ICAL from 'ical.js';
import { ICS_IMPORT_EVENTS_MAX } from '@skilllink/contracts/calendar';

/** Thrown for text that is not iCalendar at all; the route answers 400. */
export class IcsSyntaxError extends Error {}

/** Thrown for a file with more VEVENTs than one import takes; the route answers 422. */
export class TooManyEvents extends Error {
  constructor(readonly count: number) {
    super(`This file has ${count} events; one import takes at most ${ICS_IMPORT_EVENTS_MAX}. Split the file and try again`);
  }
}

/** One VCALENDAR: its own properties as jCal, and the lines of each of its VEVENTs, unparsed. */
export interface SplitCalendar {
  jCal: unknown[];
  events: string[][];
}

export interface SplitFile {
  calendars: SplitCalendar[];
  /** Minutes ahead of UTC of each VTIMEZONE in the file, by TZID (see Zones in ics-read-time.ts). */
  zones: Map<string, number>;
}

/** Counts VEVENTs with one scan of the text, before any parsing: a file over the cap costs next to nothing. */
export function countEvents(text: string): number {
  return text.match(/^[ \t]*BEGIN:VEVENT[ \t]*\r?$/gim)?.length ?? 0;
}

/** Calendar property lines parsed by ical.js at a time, between two yields. */
const PROPERTY_CHUNK = 200;

/**
 * Splits an .ics text into its calendars without letting ical.js read the whole file at once
 * (one ical.js parse of 1 MB holds the event loop for tens of milliseconds; ADR 029): each
 * calendar's own properties are parsed here in small chunks, each VEVENT is left for the
 * reader to parse on its own (one broken VEVENT is skipped, not the file), VTIMEZONEs are
 * reduced to a fixed offset and never given to ical.js, and other components (VTODO, VJOURNAL…)
 * are dropped. `slice` is awaited between steps so other requests are answered meanwhile.
 */
export async function splitCalendar(text: string, slice: () => Promise<void>): Promise<SplitFile> {
  const lines = await unfold(text, slice);
  const calendars: Array<{ props: string[]; events: string[][] }> = [];
  const zones = new Map<string, number>();
  let i = 0;
  while (i < lines.length) {
    await slice();
    const upper = lines[i]!.trim().toUpperCase();
    if (upper !== 'BEGIN:VCALENDAR') throw invalid(`expected BEGIN:VCALENDAR, found "${lines[i]!.slice(0, 40)}"`);
    const calendar = { props: [] as string[], events: [] as string[][] };
    calendars.push(calendar);
    i += 1;
    for (;;) {
      await slice();
      const line = lines[i];
      if (line === undefined) throw invalid('a VCALENDAR is not closed');
      const name = /^BEGIN:([A-Z0-9-]+)\s*$/i.exec(line)?.[1]?.toUpperCase();
      if (line.trim().toUpperCase() === 'END:VCALENDAR') break;
      if (!name) {
        calendar.props.push(line);
        i += 1;
        continue;
      }
      const end = closing(lines, i, name);
      if (name === 'VEVENT') calendar.events.push(lines.slice(i, end + 1));
      else if (name === 'VTIMEZONE') readZone(lines.slice(i, end + 1), zones);
      i = end + 1;
    }
    i += 1;
  }
  if (calendars.length === 0) throw invalid('no VCALENDAR');
  const split: SplitCalendar[] = [];
  for (const c of calendars) split.push({ jCal: ['vcalendar', await properties(c.props, slice), []], events: c.events });
  return { calendars: split, zones };
}

const invalid = (why: string) => new IcsSyntaxError(`Not a valid iCalendar file: ${why}`);

/** RFC 5545 unfolding: a line that starts with a space or a tab continues the one before. */
async function unfold(text: string, slice: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const raw = text.split(/\r?\n/);
  for (let i = 0; i < raw.length; i += 1) {
    if ((i & 1023) === 0) await slice();
    const line = raw[i]!;
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else if (line.trim() !== '') lines.push(line);
  }
  return lines;
}

/** The index of the END line of the component that begins at `start` (components of the same name may nest). */
function closing(lines: string[], start: number, name: string): number {
  let depth = 0;
  for (let i = start; i < lines.length; i += 1) {
    const upper = lines[i]!.trim().toUpperCase();
    if (upper === `BEGIN:${name}`) depth += 1;
    else if (upper === `END:${name}`) depth -= 1;
    if (depth === 0) return i;
  }
  throw invalid(`a ${name} is not closed`);
}

/** A VTIMEZONE as one fixed offset: its first STANDARD's TZOFFSETTO, else its first DAYLIGHT's. */
function readZone(lines: string[], zones: Map<string, number>): void {
  let tzid: string | null = null;
  let section: string | null = null;
  const found: Record<string, number> = {};
  for (const line of lines) {
    const upper = line.trim().toUpperCase();
    if (upper === 'BEGIN:STANDARD' || upper === 'BEGIN:DAYLIGHT') section = upper.slice(6);
    else if (upper === 'END:STANDARD' || upper === 'END:DAYLIGHT') section = null;
    else if (!section && /^TZID[;:]/i.test(line)) tzid = line.slice(line.indexOf(':') + 1).trim();
    else if (section && found[section] === undefined) {
      const m = /^TZOFFSETTO(?:;[^:]*)?:([+-])(\d{2})(\d{2})(?:\d{2})?\s*$/i.exec(line);
      if (m) found[section] = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
    }
  }
  const offset = found.STANDARD ?? found.DAYLIGHT;
  if (tzid && offset !== undefined && Math.abs(offset) < 24 * 60 && !zones.has(tzid)) zones.set(tzid, offset);
}

/** A calendar's own property lines as jCal, parsed by ical.js a chunk at a time. */
async function properties(lines: string[], slice: () => Promise<void>): Promise<unknown[]> {
  const all: unknown[] = [];
  for (let i = 0; i < lines.length; i += PROPERTY_CHUNK) {
    await slice();
    const text = ['BEGIN:VCALENDAR', ...lines.slice(i, i + PROPERTY_CHUNK), 'END:VCALENDAR'].join('\r\n');
    try {
      all.push(...((ICAL.parse(text) as unknown[])[1] as unknown[]));
    } catch (err) {
      throw invalid((err as Error).message);
    }
  }
  return all;
}
