import { describe, expect, it } from 'vitest';
import { fixedT } from '../../lib/i18n';
import { formatBudget, formatPay, formatSalary, formatTotal } from './format';
import './i18n';

const t = fixedT('jobs');
const salary = (min: number | null, max: number | null, period: 'year' | 'hour' = 'year', currency: 'GHS' | 'NGN' | 'USD' = 'GHS') => ({
  min,
  max,
  currency,
  period,
});

/** Intl puts no-break spaces between currency and figure; compare with plain ones. */
const shown = (value: Parameters<typeof formatSalary>[1]) => formatSalary(t, value).replace(/\s/g, ' ');

describe('salary as spec §9 shows it', () => {
  it('says "Salary not disclosed" without figures', () => {
    expect(formatSalary(t, null)).toBe('Salary not disclosed');
    expect(shown(salary(null, null))).toBe('Salary not disclosed');
  });

  it('shows thousands with "k" from 1,000, below as they are, in the listing\'s currency', () => {
    expect(shown(salary(60_000, 90_000))).toBe('GHS 60k – GHS 90k');
    expect(shown(salary(62_500, 62_500))).toBe('GHS 62.5k');
    expect(shown(salary(999, 1_000))).toBe('GHS 999 – GHS 1k');
    expect(shown(salary(6_000_000, null, 'year', 'NGN'))).toBe('From NGN 6,000k');
    expect(shown(salary(null, 40, 'hour', 'USD'))).toBe('Up to $40/hr');
  });

  it('counts up to the server\'s cap (100) and then says "100+"', () => {
    expect(formatTotal(t, 1)).toBe('1 job');
    expect(formatTotal(t, 99)).toBe('99 jobs');
    expect(formatTotal(t, 100)).toBe('100+ jobs');
  });

  it('shows a project\'s budget like a salary, without a period, and "Budget not disclosed" without one', () => {
    const budget = (min: number | null, max: number | null, currency: 'GHS' | 'KES' | 'USD' = 'GHS') => ({ min, max, currency });
    expect(formatBudget(t, null)).toBe('Budget not disclosed');
    expect(formatBudget(t, budget(null, null))).toBe('Budget not disclosed');
    expect(formatBudget(t, budget(1_500, 3_000)).replace(/\s/g, ' ')).toBe('GHS 1.5k – GHS 3k');
    expect(formatBudget(t, budget(null, 800, 'USD'))).toBe('Up to $800');
    expect(formatBudget(t, budget(250_000, null, 'KES')).replace(/\s/g, ' ')).toBe('From KES 250k');
    // A listing pays by its kind: a job's salary, a project's budget.
    const listing = { salary: null, budget: budget(2_000, 2_000) };
    expect(formatPay(t, { kind: 'job', ...listing })).toBe('Salary not disclosed');
    expect(formatPay(t, { kind: 'project', ...listing }).replace(/\s/g, ' ')).toBe('GHS 2k');
    expect(formatTotal(t, 1, 'project')).toBe('1 project');
    expect(formatTotal(t, 100, 'project')).toBe('100+ projects');
  });
});
