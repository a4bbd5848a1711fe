import type { DashboardResponse, SkillMatch } from '@skilllink/contracts/dashboard';
import { OVERVIEW_EXPERIENCE, OVERVIEW_SKILLS } from '@skilllink/contracts/constants';
import { toIso, type DB } from '../../db/database.js';
import { toActivityItem, toDashboardExperience, toDashboardSkill } from './dashboard.presenter.js';
import { continueCourses, recommendCourses } from './courses.js';
import * as repo from './dashboard.repository.js';
import { changePercent, periodsAt } from './periods.js';
import { recommendConnections } from './recommendations.js';
import { computeSkillMatch, inDemandSkillKeys } from './skill-match.js';

/** Recent Activity shows this many entries; the activity page has the rest. */
export const RECENT_ACTIVITY = 5;

type SkillRow = Awaited<ReturnType<typeof repo.memberSkills>>[number];

/** Most endorsed first; among equals the longest held first (as the profile's overview orders them). */
const byEndorsements = (a: SkillRow, b: SkillRow) =>
  b.endorsementCount - a.endorsementCount || toIso(a.createdAt).localeCompare(toIso(b.createdAt)) || a.id.localeCompare(b.id);

/**
 * Everything on the dashboard for the signed-in member, from their own rows only (every query
 * is keyed by their id). Each figure is defined in docs/computations.md.
 */
export async function getDashboard(db: DB, userId: string, now = new Date()): Promise<DashboardResponse> {
  const p = periodsAt(now);
  const [skills, experience, activity, connections, views, inDemand, continueLearning, recommendedCourses] = await Promise.all([
    repo.memberSkills(db, userId),
    repo.latestExperience(db, userId, OVERVIEW_EXPERIENCE),
    repo.latestActivity(db, userId, RECENT_ACTIVITY),
    repo.connectionCounts(db, userId, p.weekAgo),
    repo.profileViewCounts(db, userId, p.weekStartDay, p.lastWeekStartDay),
    inDemandSkillKeys(db, now.getTime()),
    continueCourses(db, userId),
    recommendCourses(db, userId),
  ]);
  const ranked = [...skills].sort(byEndorsements);
  const keys = ranked.map((s) => s.nameKey);
  const addedAt = skills.map((s) => toIso(s.createdAt));
  const recommended = await recommendConnections(db, userId, keys, now.getTime());

  return {
    stats: {
      totalSkills: skills.length,
      skillsThisMonth: addedAt.filter((at) => at >= p.monthStart).length,
      skillsLastMonth: addedAt.filter((at) => at >= p.lastMonthStart && at < p.monthStart).length,
      connections: connections.total,
      connectionsThisWeek: connections.recent,
      profileViews: views.total,
      profileViewsThisWeek: views.thisWeek,
      profileViewsLastWeek: views.lastWeek,
      profileViewsChangePercent: changePercent(views.thisWeek, views.lastWeek),
      skillMatch: computeSkillMatch(keys, inDemand),
    },
    topSkills: ranked.slice(0, OVERVIEW_SKILLS).map(toDashboardSkill),
    experience: experience.map(toDashboardExperience),
    recentActivity: activity.map(toActivityItem),
    recommendedConnections: recommended,
    continueLearning,
    recommendedCourses,
  };
}

/** The sidebar's Skill Match: the same computation as the dashboard card, on less data. */
export async function getSkillMatch(db: DB, userId: string, now = Date.now()): Promise<SkillMatch> {
  const [rows, inDemand] = await Promise.all([repo.memberSkillKeys(db, userId), inDemandSkillKeys(db, now)]);
  return computeSkillMatch(
    rows.map((r) => r.nameKey),
    inDemand,
  );
}
