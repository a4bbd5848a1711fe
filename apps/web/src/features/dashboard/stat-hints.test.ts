import type { DashboardStats } from '@skilllink/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { statHints } from './stat-hints';

const base: DashboardStats = {
  totalSkills: 4,
  skillsThisMonth: 0,
  skillsLastMonth: 0,
  connections: 0,
  connectionsThisWeek: 0,
  profileViews: 0,
  profileViewsThisWeek: 0,
  profileViewsLastWeek: 0,
  profileViewsChangePercent: null,
  skillMatch: { percent: 50, inDemand: 2, total: 4 },
};

describe('stat hints (docs/computations.md, Dashboard)', () => {
  it('words the skills card from this month against last month', () => {
    expect(statHints({ ...base, totalSkills: 0, skillMatch: { percent: null, inDemand: 0, total: 0 } }).skills.key).toBe('firstSkill');
    // The issue's own example: 3 this month, 1 last month → "+2 from last month".
    expect(statHints({ ...base, skillsThisMonth: 3, skillsLastMonth: 1 }).skills).toEqual({
      key: 'skillsGrowth',
      values: { count: 2 },
      rising: true,
    });
    expect(statHints({ ...base, skillsThisMonth: 2, skillsLastMonth: 5 }).skills).toEqual({ key: 'skillsDown', values: { count: 3 } });
    expect(statHints({ ...base, skillsThisMonth: 2, skillsLastMonth: 2 }).skills.key).toBe('skillsSame');
    expect(statHints(base).skills.key).toBe('skillsNoGrowth');
  });

  it('words the views card from the week-on-week change', () => {
    expect(statHints({ ...base, profileViewsChangePercent: 18 }).views).toMatchObject({ key: 'viewsUp', values: { percent: 18 } });
    expect(statHints({ ...base, profileViewsChangePercent: -25 }).views).toMatchObject({ key: 'viewsDown', values: { percent: 25 } });
    expect(statHints({ ...base, profileViewsChangePercent: 0 }).views.key).toBe('viewsSame');
    expect(statHints({ ...base, profileViewsThisWeek: 4 }).views).toMatchObject({ key: 'viewsWeek', values: { count: 4 } });
    expect(statHints(base).views.key).toBe('viewsNone');
  });

  it('words connections and Skill Match', () => {
    expect(statHints({ ...base, connectionsThisWeek: 5 }).connections).toMatchObject({ key: 'connectionsWeek', values: { count: 5 } });
    expect(statHints(base).connections.key).toBe('connectionsNoWeek');
    expect(statHints(base).match.key).toBe('marketRelevance');
    expect(statHints({ ...base, skillMatch: { percent: null, inDemand: 0, total: 0 } }).match.key).toBe('noMatch');
  });
});
