import type { DashboardStats } from '@skilllink/contracts/dashboard';

/** A hint's translation key (under "stats.") and its values; the wording is the locale's. */
export interface Hint {
  key:
    | 'firstSkill'
    | 'skillsGrowth'
    | 'skillsNoGrowth'
    | 'skillsDown'
    | 'skillsSame'
    | 'connectionsWeek'
    | 'connectionsNoWeek'
    | 'viewsUp'
    | 'viewsDown'
    | 'viewsSame'
    | 'viewsWeek'
    | 'viewsNone'
    | 'marketRelevance'
    | 'noMatch';
  values?: Record<string, number>;
  /** Whether the figure went up: the card shows it in the success colour. */
  rising?: boolean;
}

/** The stat cards' hints, from the numbers alone (docs/computations.md, Dashboard). */
export function statHints(s: DashboardStats): { skills: Hint; connections: Hint; views: Hint; match: Hint } {
  // 3 skills this month and 1 last month read "+2 from last month".
  const skillsChange = s.skillsThisMonth - s.skillsLastMonth;
  const skills: Hint =
    s.totalSkills === 0
      ? { key: 'firstSkill' }
      : skillsChange > 0
        ? { key: 'skillsGrowth', values: { count: skillsChange }, rising: true }
        : skillsChange < 0
          ? { key: 'skillsDown', values: { count: -skillsChange } }
          : s.skillsThisMonth > 0
            ? { key: 'skillsSame' }
            : { key: 'skillsNoGrowth' };
  const connections: Hint =
    s.connectionsThisWeek > 0
      ? { key: 'connectionsWeek', values: { count: s.connectionsThisWeek }, rising: true }
      : { key: 'connectionsNoWeek' };
  const change = s.profileViewsChangePercent;
  const views: Hint =
    change === null
      ? s.profileViewsThisWeek > 0
        ? { key: 'viewsWeek', values: { count: s.profileViewsThisWeek }, rising: true }
        : { key: 'viewsNone' }
      : change > 0
        ? { key: 'viewsUp', values: { percent: change }, rising: true }
        : change < 0
          ? { key: 'viewsDown', values: { percent: -change } }
          : { key: 'viewsSame' };
  const match: Hint = s.skillMatch.percent === null ? { key: 'noMatch' } : { key: 'marketRelevance' };
  return { skills, connections, views, match };
}
