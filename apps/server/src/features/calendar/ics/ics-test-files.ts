/** .ics texts for the import tests. */

export const IMPORT = '/api/v1/calendar/import';
export const ICS = { 'content-type': 'text/calendar' };
export const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//T//T//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (i: number) =>
  `BEGIN:VEVENT\r\nUID:e${i}@x\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260601T100000Z\r\nSUMMARY:Event ${i}\r\nEND:VEVENT`;
/** A calendar of `n` one-off events ("Event 0"…), about 100 bytes each. */
export const events = (n: number) => calendar(...Array.from({ length: n }, (_, i) => event(i)));
