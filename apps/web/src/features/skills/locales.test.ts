import { describe, expect, it } from 'vitest';
import en from '../../locales/en/skills.json';

// Key and placeholder parity with French is checked with every namespace in locales/locales.test.ts.
describe('skills translations', () => {
  it('keeps the English labels and toasts of Skills Discovery', () => {
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
