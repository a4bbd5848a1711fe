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
import frShell from './fr/shell.json';
import frSkills from './fr/skills.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(value: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const key of keys(value)) {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value);
    result[key] = [...String(text).matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();
  }
  return result;
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
])('%s translations', (_name, en, fr) => {
  it('French has exactly the English keys', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('French keeps every {{placeholder}} and <tag>', () => {
    expect(placeholders(fr)).toEqual(placeholders(en));
  });
});
