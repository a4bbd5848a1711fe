const DAY_MS = 86_400_000;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The time windows of the dashboard's figures, in UTC (docs/computations.md): calendar months
 * for skills; the last 7 days ("this week") and the 7 before ("last week") for connections and
 * profile views. Rolling weeks, so a Monday morning does not read as "no change".
 */
export interface Periods {
  /** ISO instants bounding the current and the previous calendar month. */
  monthStart: string;
  lastMonthStart: string;
  /** ISO instant 7 days ago. */
  weekAgo: string;
  /** UTC days ("YYYY-MM-DD"): this week is [weekStartDay, today], last week [lastWeekStartDay, weekStartDay). */
  weekStartDay: string;
  lastWeekStartDay: string;
}

export function periodsAt(now: Date): Periods {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const todayMs = Date.UTC(year, month, now.getUTCDate());
  return {
    monthStart: new Date(Date.UTC(year, month, 1)).toISOString(),
    lastMonthStart: new Date(Date.UTC(year, month - 1, 1)).toISOString(),
    weekAgo: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
    weekStartDay: isoDay(todayMs - 6 * DAY_MS),
    lastWeekStartDay: isoDay(todayMs - 13 * DAY_MS),
  };
}

/** This week's count against last week's, as a rounded percentage; null when last week had none. */
export function changePercent(thisWeek: number, lastWeek: number): number | null {
  if (lastWeek === 0) return null;
  return Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
}
