import { describe, expect, it } from 'vitest';
import enActivity from './en/activity.json';
import enCalendar from './en/calendar.json';
import enCertificates from './en/certificates.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enConnections from './en/connections.json';
import enCourses from './en/courses.json';
import enDashboard from './en/dashboard.json';
import enMessages from './en/messages.json';
import enNotifications from './en/notifications.json';
import enProfile from './en/profile.json';
import enPublic from './en/public.json';
import enSearch from './en/search.json';
import enShell from './en/shell.json';
import enSkills from './en/skills.json';
import frActivity from './fr/activity.json';
import frCalendar from './fr/calendar.json';
import frCertificates from './fr/certificates.json';
import frAuth from './fr/auth.json';
import frCommon from './fr/common.json';
import frConnections from './fr/connections.json';
import frCourses from './fr/courses.json';
import frDashboard from './fr/dashboard.json';
import frMessages from './fr/messages.json';
import frNotifications from './fr/notifications.json';
import frProfile from './fr/profile.json';
import frPublic from './fr/public.json';
import frSearch from './fr/search.json';
import frShell from './fr/shell.json';
import frSkills from './fr/skills.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** "count_one" → "count": a key with its plural forms counts once, whatever the language needs. */
const base = (key: string) => key.replace(PLURAL, '');

function text(value: unknown, key: string): string {
  return String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value));
}

/** Each key's placeholders and tags, plural forms together (French "many" says the same). */
function placeholders(value: unknown): Record<string, string[]> {
  const result: Record<string, Set<string>> = {};
  for (const key of keys(value)) {
    const found = [...text(value, key).matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '');
    const set = (result[base(key)] ??= new Set());
    for (const name of found) set.add(name);
  }
  return Object.fromEntries(Object.entries(result).map(([key, set]) => [key, [...set].sort()]));
}

/**
 * Every string with a {{count}} comes in exactly the plural forms its language has (English
 * one/other; French one/many/other, where 0 and 1 are singular) — so "1 of your 3 skills are in
 * demand" cannot come back.
 */
function pluralProblems(value: unknown, language: 'en' | 'fr'): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
  const forms = new Map<string, string[]>();
  const problems: string[] = [];
  for (const key of keys(value)) {
    const suffix = PLURAL.exec(key)?.[1];
    if (suffix) forms.set(base(key), [...(forms.get(base(key)) ?? []), suffix]);
    else if (text(value, key).includes('{{count}}')) problems.push(`${key} has a {{count}} but no plural forms`);
  }
  for (const [key, found] of forms) {
    if (found.slice().sort().join() !== categories.join())
      problems.push(`${key} has ${found.join('/')}, ${language} needs ${categories.join('/')}`);
  }
  return problems;
}

describe.each([
  ['common', enCommon, frCommon],
  ['auth', enAuth, frAuth],
  ['shell', enShell, frShell],
  ['public', enPublic, frPublic],
  ['profile', enProfile, frProfile],
  ['skills', enSkills, frSkills],
  ['dashboard', enDashboard, frDashboard],
  ['activity', enActivity, frActivity],
  ['notifications', enNotifications, frNotifications],
  ['connections', enConnections, frConnections],
  ['messages', enMessages, frMessages],
  ['courses', enCourses, frCourses],
  ['certificates', enCertificates, frCertificates],
  ['calendar', enCalendar, frCalendar],
  ['search', enSearch, frSearch],
])('%s translations', (_name, en, fr) => {
  it('French has exactly the English keys', () => {
    expect([...new Set(keys(fr).map(base))].sort()).toEqual([...new Set(keys(en).map(base))].sort());
  });

  it('French keeps every {{placeholder}} and <tag>', () => {
    expect(placeholders(fr)).toEqual(placeholders(en));
  });

  it('every {{count}} has the plural forms of each language', () => {
    expect(pluralProblems(en, 'en')).toEqual([]);
    expect(pluralProblems(fr, 'fr')).toEqual([]);
  });
});
