import { afterEach, describe, expect, it } from 'vitest';
import { fixedT, setLanguage } from '../../lib/i18n';
import './i18n';

afterEach(async () => setLanguage('en'));

const detail = (count: number, total: number) => fixedT('dashboard')('stats.matchDetail', { count, total });

// The Skill Match card said "1 of your 3 skills are in demand": the verb follows the count.
describe('skills in demand', () => {
  it('agree with the count in English', () => {
    expect(detail(1, 3)).toBe('1 of your 3 skills is in demand');
    expect(detail(2, 3)).toBe('2 of your 3 skills are in demand');
  });

  it('agree with the count in French, where 0 and 1 are singular', async () => {
    await setLanguage('fr');
    expect(detail(0, 3)).toBe('0 de vos 3 compétences est recherchée');
    expect(detail(1, 3)).toBe('1 de vos 3 compétences est recherchée');
    expect(detail(2, 3)).toBe('2 de vos 3 compétences sont recherchées');
  });
});
