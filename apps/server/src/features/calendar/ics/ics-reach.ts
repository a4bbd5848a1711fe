import type { Recurrence } from '@skilllink/contracts/calendar';
import { DAY_MS } from '../wall-clock.js';

/**
 * How far an imported rule may be expanded. The rrule library steps through every period from
 * the series' start (about 5 µs a step on an idle machine, 25 µs on a loaded one, in one
 * synchronous call), and an import expands each series up to its last changed occurrence and,
 * for reminders, a year past today: a daily rule from 1990 or a changed occurrence in 2100 would
 * hold the event loop for a second. A series that would need more steps is skipped (ADR 029).
 */
export const IMPORT_RULE_STEPS_MAX = 5_000;

const PERIOD_DAYS: Record<Recurrence['frequency'], number> = { daily: 1, weekly: 7, monthly: 28, yearly: 365 };

/** An upper bound of the occurrences rrule generates from `startMs` up to `toMs` (the work of expanding that far). */
export function ruleSteps(r: Recurrence, startMs: number, toMs: number): number {
  const end = r.until ? Math.min(toMs, Date.parse(r.until) + DAY_MS) : toMs;
  const periods = Math.floor(Math.max(0, end - startMs) / (PERIOD_DAYS[r.frequency] * r.interval * DAY_MS)) + 1;
  const perPeriod = r.frequency === 'weekly' ? Math.max(1, r.byWeekday.length) : 1;
  return Math.min(r.count ?? Number.POSITIVE_INFINITY, periods * perPeriod);
}
