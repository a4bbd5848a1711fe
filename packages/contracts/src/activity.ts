import { z } from 'zod';
import { cursorQuery } from './common.js';

/** What a member did (the dashboard's Recent Activity); the web turns the type into a sentence. */
export const ActivityType = z.enum([
  'skill_added',
  'experience_added',
  'education_added',
  'connection_made',
  'course_enrolled',
  'course_completed',
  'certificate_earned',
]);
export type ActivityType = z.infer<typeof ActivityType>;

export const ActivityItem = z.object({
  id: z.string(),
  type: ActivityType,
  /** What it is about: a skill's, course's or other member's name. */
  subject: z.string(),
  /** In-app path to open, when there is one. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 50;

export const ActivityQuery = cursorQuery(ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX);
export type ActivityQuery = z.input<typeof ActivityQuery>;

/** Newest first (by when it happened); `nextCursor` is null on the last page. */
export const ActivityPage = z.object({
  items: z.array(ActivityItem),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPage>;
