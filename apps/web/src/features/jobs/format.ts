import type { Budget, Currency, JobSummary, Salary } from '@skilllink/contracts/jobs';
import { JOBS_COUNT_CAP } from '@skilllink/contracts/job-constants';
import type { TFunction } from '../../lib/i18n';
import { numberFormat } from '../../lib/intl';

/** The server counts matches up to this many (JobsPage.total), shown then as "100+". */
export const TOTAL_CAP = JOBS_COUNT_CAP;

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * An amount in the listing's currency for the reader's language (spec §9): from 1,000 in
 * thousands with "k" ("GHS 60k", "62,5 k GHS"), below as it is ("USD 25"). The currency stays
 * where the language puts it, so the "k" goes right after the figure.
 */
export function formatMoney(t: TFunction<'jobs'>, amount: number, currency: Currency): string {
  const thousands = amount >= 1000;
  const format = numberFormat({ style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: thousands ? 1 : 0 });
  if (!thousands) return format.format(amount);
  const parts = format.formatToParts(amount / 1000);
  let last = -1;
  parts.forEach((part, i) => NUMBER_PARTS.has(part.type) && (last = i));
  return parts.map((part, i) => (i === last ? `${part.value}${t('salary.thousands')}` : part.value)).join('');
}

/** A range, "from" or "up to" a figure, each amount as formatMoney writes it. */
function formatRange(t: TFunction<'jobs'>, { min, max, currency }: Pick<Salary, 'min' | 'max' | 'currency'>): string {
  const money = (amount: number) => formatMoney(t, amount, currency);
  if (min !== null && max !== null) return min === max ? money(min) : t('salary.range', { min: money(min), max: money(max) });
  return min !== null ? t('salary.from', { amount: money(min) }) : t('salary.upTo', { amount: money(max!) });
}

/**
 * A listing's salary as spec §9 shows it: "Salary not disclosed" without one; a range, "from"
 * or "up to" a figure; "/hr" for hourly pay.
 */
export function formatSalary(t: TFunction<'jobs'>, salary: Salary | null): string {
  if (!salary || (salary.min === null && salary.max === null)) return t('salary.notDisclosed');
  const amount = formatRange(t, salary);
  return salary.period === 'hour' ? t('salary.perHour', { amount }) : amount;
}

/** A freelance project's budget for the whole work, shown like a salary (§9) without a period. */
export function formatBudget(t: TFunction<'jobs'>, budget: Budget | null): string {
  if (!budget || (budget.min === null && budget.max === null)) return t('budget.notDisclosed');
  return formatRange(t, budget);
}

/** What a listing pays: a job's salary or a project's budget. */
export function formatPay(t: TFunction<'jobs'>, job: Pick<JobSummary, 'kind' | 'salary' | 'budget'>): string {
  return job.kind === 'project' ? formatBudget(t, job.budget) : formatSalary(t, job.salary);
}

/** "1 job", "40 jobs", "100+ jobs" (or projects) in the reader's language. */
export function formatTotal(t: TFunction<'jobs'>, total: number, kind: JobSummary['kind'] = 'job'): string {
  const count = numberFormat().format(total);
  const key = kind === 'project' ? 'projects' : 'list';
  return total >= TOTAL_CAP ? t(`${key}.totalCapped`, { formatted: `${count}+` }) : t(`${key}.total`, { count: total, formatted: count });
}
