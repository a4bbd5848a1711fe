import { describe, expect, it } from 'vitest';
import enActivity from '../../locales/en/activity.json';
import enDashboard from '../../locales/en/dashboard.json';
import frActivity from '../../locales/fr/activity.json';
import frDashboard from '../../locales/fr/dashboard.json';

// The same checks as locales/locales.test.ts, for the namespaces of the dashboard and activity pages.
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
  ['dashboard', enDashboard, frDashboard],
  ['activity', enActivity, frActivity],
])('%s translations', (_name, en, fr) => {
  it('French has exactly the English keys', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('French keeps every {{placeholder}} and <tag>', () => {
    expect(placeholders(fr)).toEqual(placeholders(en));
  });
});
