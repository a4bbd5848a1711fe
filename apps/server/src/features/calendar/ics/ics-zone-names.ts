import { isIanaZone } from './ics-zone.js';

/**
 * TZIDs of other apps as IANA zones: the name itself, the IANA name at the end of a prefixed
 * TZID ("/mozilla.org/20050126_1/Europe/Berlin"), or the zone CLDR gives a Windows name that
 * Outlook writes ("W. Europe Standard Time"). A custom VTIMEZONE is never expanded (ADR 029).
 */
const WINDOWS: Record<string, string> = {
  'Greenwich Standard Time': 'Africa/Abidjan',
  'GMT Standard Time': 'Europe/London',
  UTC: 'UTC',
  'W. Central Africa Standard Time': 'Africa/Lagos',
  'South Africa Standard Time': 'Africa/Johannesburg',
  'E. Africa Standard Time': 'Africa/Nairobi',
  'Egypt Standard Time': 'Africa/Cairo',
  'Morocco Standard Time': 'Africa/Casablanca',
  'Namibia Standard Time': 'Africa/Windhoek',
  'Sudan Standard Time': 'Africa/Khartoum',
  'Libya Standard Time': 'Africa/Tripoli',
  'Sao Tome Standard Time': 'Africa/Sao_Tome',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GTB Standard Time': 'Europe/Bucharest',
  'FLE Standard Time': 'Europe/Kiev',
  'Turkey Standard Time': 'Europe/Istanbul',
  'Russian Standard Time': 'Europe/Moscow',
  'Israel Standard Time': 'Asia/Jerusalem',
  'Arabian Standard Time': 'Asia/Dubai',
  'Arab Standard Time': 'Asia/Riyadh',
  'Pakistan Standard Time': 'Asia/Karachi',
  'India Standard Time': 'Asia/Kolkata',
  'Bangladesh Standard Time': 'Asia/Dhaka',
  'SE Asia Standard Time': 'Asia/Bangkok',
  'Singapore Standard Time': 'Asia/Singapore',
  'China Standard Time': 'Asia/Shanghai',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Korea Standard Time': 'Asia/Seoul',
  'W. Australia Standard Time': 'Australia/Perth',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'New Zealand Standard Time': 'Pacific/Auckland',
  'Hawaiian Standard Time': 'Pacific/Honolulu',
  'Alaskan Standard Time': 'America/Anchorage',
  'Pacific Standard Time': 'America/Los_Angeles',
  'US Mountain Standard Time': 'America/Phoenix',
  'Mountain Standard Time': 'America/Denver',
  'Central Standard Time': 'America/Chicago',
  'Central Standard Time (Mexico)': 'America/Mexico_City',
  'Canada Central Standard Time': 'America/Regina',
  'Eastern Standard Time': 'America/New_York',
  'SA Pacific Standard Time': 'America/Bogota',
  'Atlantic Standard Time': 'America/Halifax',
  'E. South America Standard Time': 'America/Sao_Paulo',
  'Argentina Standard Time': 'America/Argentina/Buenos_Aires',
};

const known = new Map<string, string | null>();

/** The IANA zone a TZID names, or null when it names none we know. */
export function ianaZoneOf(tzid: string): string | null {
  const hit = known.get(tzid);
  if (hit !== undefined) return hit;
  const name = tzid.trim().replace(/^"|"$/g, '');
  const parts = name.split('/').filter(Boolean);
  const prefixed = parts.length > 2 ? [parts.slice(-3).join('/'), parts.slice(-2).join('/')] : [];
  const found = [name, WINDOWS[name], ...prefixed].find((c): c is string => !!c && isIanaZone(c)) ?? null;
  // A file names a handful of zones; the table only grows with distinct names, so it is bounded.
  if (known.size > 1_000) known.clear();
  known.set(tzid, found);
  return found;
}
