import { describe, expect, it } from 'vitest';
import en from '../../locales/en/skills.json';
import fr from '../../locales/fr/skills.json';

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value !== 'object' || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('skills translations', () => {
  it('French has exactly the English keys, with the same {{placeholders}}', () => {
    const english = new Map(entries(en));
    const french = new Map(entries(fr));
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(french.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it("uses the spec's English texts", () => {
    expect([en.title, en.filters.more, en.trending.title, en.card.add, en.card.learnMore, en.card.added, en.category.all]).toEqual([
      'Skills Discovery',
      'More Filters',
      'Trending Skills',
      'Add to My Skills',
      'Learn More',
      'Added',
      'All Categories',
    ]);
    expect([en.quickActions.assessment, en.quickActions.learningPaths, en.quickActions.certifications]).toEqual([
      'Skill Assessment',
      'Learning Paths',
      'Certifications',
    ]);
    expect([en.detail.fundamentals, en.detail.practice, en.detail.advanced]).toEqual([
      'Fundamentals',
      'Hands-on Practice',
      'Advanced Topics',
    ]);
    expect(en.toast).toMatchObject({ added: '{{skill}} added to your skills profile!', exists: 'This skill is already in your profile!' });
  });
});
