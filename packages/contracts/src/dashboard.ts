import { z } from 'zod';
import { ActivityItem } from './activity.js';
import { SKILL_LEVELS } from './constants.js';
import { COURSE_LEVELS } from './courses.js';

/**
 * Skill Match (docs/computations.md): the share of the member's skills that are in demand on
 * the platform. `percent` is null while the member has no skills.
 */
export const SkillMatch = z.object({
  percent: z.number().int().min(0).max(100).nullable(),
  /** Skills of the member that are in demand. */
  inDemand: z.number().int(),
  /** All the member's skills. */
  total: z.number().int(),
});
export type SkillMatch = z.infer<typeof SkillMatch>;

export const SkillMatchResponse = z.object({ skillMatch: SkillMatch });
export type SkillMatchResponse = z.infer<typeof SkillMatchResponse>;

/** The four stat cards; every figure is defined in docs/computations.md. */
export const DashboardStats = z.object({
  totalSkills: z.number().int(),
  /** Skills added in the current calendar month (UTC), and in the one before. */
  skillsThisMonth: z.number().int(),
  skillsLastMonth: z.number().int(),
  /** Accepted connections, and how many of them were made in the last 7 days. */
  connections: z.number().int(),
  connectionsThisWeek: z.number().int(),
  /** Profile views of all time; this week = the last 7 UTC days, last week = the 7 before. */
  profileViews: z.number().int(),
  profileViewsThisWeek: z.number().int(),
  profileViewsLastWeek: z.number().int(),
  /** Change of this week's views against last week's, rounded; null when last week had none. */
  profileViewsChangePercent: z.number().int().nullable(),
  skillMatch: SkillMatch,
});
export type DashboardStats = z.infer<typeof DashboardStats>;

export const DashboardSkill = z.object({
  id: z.string(),
  name: z.string(),
  level: z.enum(SKILL_LEVELS),
  endorsements: z.number().int(),
});
export type DashboardSkill = z.infer<typeof DashboardSkill>;

export const DashboardExperience = z.object({
  id: z.string(),
  company: z.string(),
  position: z.string(),
  /** "YYYY-MM". */
  startDate: z.string(),
  /** "YYYY-MM", or null for the present. */
  endDate: z.string().nullable(),
});
export type DashboardExperience = z.infer<typeof DashboardExperience>;

/** A member worth meeting: not connected and no request pending either way. */
export const RecommendedConnection = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
  /** Their most endorsed skills (at most 3). */
  topSkills: z.array(z.string()),
  /** How many of their skills the signed-in member has too. */
  sharedSkills: z.number().int(),
});
export type RecommendedConnection = z.infer<typeof RecommendedConnection>;

/** A course on the dashboard (Continue Learning, Recommended Courses). */
export const DashboardCourse = z.object({
  id: z.string(),
  title: z.string(),
  instructor: z.string(),
  level: z.enum(COURSE_LEVELS),
  thumbnail: z.string(),
});
export type DashboardCourse = z.infer<typeof DashboardCourse>;

/** An enrolled course not yet completed, with the member's real progress (not a fixed 65 %). */
export const DashboardEnrolledCourse = DashboardCourse.extend({
  /** Rounded percentage of completed lessons. */
  progress: z.number().int().min(0).max(100),
});
export type DashboardEnrolledCourse = z.infer<typeof DashboardEnrolledCourse>;

/** Continue Learning shows 2, Recommended Courses 3. */
export const DASHBOARD_CONTINUE_COURSES = 2;
export const DASHBOARD_RECOMMENDED_COURSES = 3;

/**
 * Everything the dashboard shows. Continue Learning and Recommended
 * Courses are hidden while they are empty.
 */
export const DashboardResponse = z.object({
  stats: DashboardStats,
  /** The 5 most endorsed skills. */
  topSkills: z.array(DashboardSkill),
  /** The 3 newest entries. */
  experience: z.array(DashboardExperience),
  /** The 5 latest entries of the activity log. */
  recentActivity: z.array(ActivityItem),
  /** 3 members, most shared skills first, then the newest. */
  recommendedConnections: z.array(RecommendedConnection),
  /** Enrolled, not completed, most recently studied first (at most 2). */
  continueLearning: z.array(DashboardEnrolledCourse),
  /** Not enrolled; courses in the categories of the member's skills first, then the most enrolled (at most 3). */
  recommendedCourses: z.array(DashboardCourse),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
