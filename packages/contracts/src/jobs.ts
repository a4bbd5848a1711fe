import { z } from 'zod';

import {
  DATE_POSTED,
  EXPERIENCE_LEVELS,
  JOB_COMPANY_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_LIST_ITEM_MAX,
  JOB_LIST_ITEMS_MAX,
  JOB_LOCATION_MAX,
  JOB_QUESTION_MAX,
  JOB_QUESTIONS_MAX,
  JOB_SKILLS_MAX,
  JOB_TITLE_MAX,
  JOB_TYPES,
  JOBS_PAGE_SIZE,
  LISTING_TYPES,
  MONEY_MAX,
  PROJECT_DURATION_MAX,
  PROJECT_TYPES,
} from './job-constants.js';
import { Currency, ExperienceLevel, JobSummary, ListingKind, ListingType, SalaryPeriod } from './job-summary.js';

// The plain constants live in job-constants.ts (no zod) and are re-exported for the server.
export * from './job-constants.js';

export * from './job-summary.js';
// Named here: the schemas (and their types) win over job-constants' plain types of the same names.
export {
  ApplicationStatus,
  Currency,
  ExperienceLevel,
  JobType,
  ListingKind,
  ListingType,
  ProjectStatus,
  ProjectType,
  SalaryPeriod,
} from './job-summary.js';
export * from './job-applications.js';
export * from './job-alerts.js';

/** Why a listing scores what it does for the reader: each part 0–100 and the skills split. */
export const MatchExplanation = z.object({
  score: z.number().int().min(0).max(100),
  parts: z.object({
    skills: z.number().int(),
    experience: z.number().int(),
    location: z.number().int(),
    title: z.number().int(),
  }),
  /** The listing's skills the reader has on their profile, and those they lack. */
  haveSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  /** Of haveSkills, those proved by a skill badge (counted even when not listed on the profile). */
  verifiedSkills: z.array(z.string()),
  /** The reader's level as the score judged it (from their experience entries). */
  myLevel: ExperienceLevel,
});
export type MatchExplanation = z.infer<typeof MatchExplanation>;

export const JobQuestion = z.object({ id: z.string(), text: z.string() });
export type JobQuestion = z.infer<typeof JobQuestion>;

export const JobDetail = JobSummary.extend({
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  benefits: z.array(z.string()),
  questions: z.array(JobQuestion),
  poster: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  match: MatchExplanation,
});
export type JobDetail = z.infer<typeof JobDetail>;

const booleanFlag = z.enum(['true', 'false'], 'Use true or false').transform((v) => v === 'true');

/**
 * GET /jobs: search and the spec's job filters (§3), 20 a page. `kind=project` searches the
 * freelance projects instead (the Projects tab); `type` is then a ProjectType and the salary
 * filter reads their budgets.
 */
export const JobsQuery = z.object({
  kind: ListingKind.default('job'),
  q: z.string().trim().max(100, 'Search must be 100 characters or less').default(''),
  type: z.enum(['all', ...LISTING_TYPES], 'Choose a type from the list').default('all'),
  experience: z.enum(['all', ...EXPERIENCE_LEVELS], 'Choose an experience level from the list').default('all'),
  location: z.string().trim().max(JOB_LOCATION_MAX, `Location must be ${JOB_LOCATION_MAX} characters or less`).default(''),
  remote: booleanFlag.optional(),
  /** Comma-separated catalogue names; a job matches when it asks for every one. */
  skills: z
    .string()
    .trim()
    .max(300, 'Too many skills')
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(60)).max(5, 'Filter by at most 5 skills')),
  /** Salary (or budget) filter: listings paid in `currency` whose range reaches at least `salaryMin`. */
  currency: Currency.optional(),
  salaryMin: z.coerce.number().int('Use a whole number').min(0).max(MONEY_MAX).optional(),
  datePosted: z.enum(DATE_POSTED, 'Choose today, this week or this month').default('all'),
  /** "match" by match score (the default with a query), "newest" (the default without). */
  sort: z.enum(['match', 'newest'], 'Sort by match or newest').optional(),
  page: z.coerce.number().int().min(1).max(50, 'Narrow the search to see more').default(1),
  /** Listings a page: data saver asks for fewer (ADR 074); pages are counted in this size. */
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(JOBS_PAGE_SIZE, `Limit must be ${JOBS_PAGE_SIZE} or less`)
    .default(JOBS_PAGE_SIZE),
});
export type JobsQuery = z.input<typeof JobsQuery>;

export const JobsPage = z.object({
  items: z.array(JobSummary),
  /** How many jobs match, counted up to JOBS_COUNT_CAP (then shown as "100+"). */
  total: z.number().int(),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type JobsPage = z.infer<typeof JobsPage>;

/** Market insights computed from the open listings (issue 22: instead of the spec's static ones). */
export const MarketInsights = z.object({
  /** Skills most asked for by open jobs, most first, at most 6. */
  topSkills: z.array(z.object({ name: z.string(), openings: z.number().int() })),
  /** Median of each open job's salary midpoint, per title and currency, yearly jobs only, at most 5. */
  medianSalaries: z.array(z.object({ title: z.string(), currency: Currency, median: z.number().int(), jobs: z.number().int() })),
  /** Open jobs per city (remote apart), most first, at most 5. */
  openingsByCity: z.array(z.object({ city: z.string(), openings: z.number().int() })),
  openJobs: z.number().int(),
  remoteJobs: z.number().int(),
});
export type MarketInsights = z.infer<typeof MarketInsights>;

/** Profile strength for finding work: a percent and the steps that would raise it (docs/computations.md). */
export const ProfileStrength = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.enum(['photo', 'title', 'bio', 'location', 'skills', 'experience', 'education', 'certificate'])),
});
export type ProfileStrength = z.infer<typeof ProfileStrength>;

/** GET /jobs/sidebar: what the Jobs page's side column shows, in one answer. */
export const JobsSidebar = z.object({
  /** Score above 50, best first, at most 8 (spec §9); the sidebar shows the first 3. */
  recommended: z.array(JobSummary),
  insights: MarketInsights,
  profileStrength: ProfileStrength,
});
export type JobsSidebar = z.infer<typeof JobsSidebar>;

export const JobParams = z.object({ jobId: z.string().min(1).max(64) });

const line = z
  .string()
  .trim()
  .min(1, 'Remove the empty line')
  .max(JOB_LIST_ITEM_MAX, `Each line must be ${JOB_LIST_ITEM_MAX} characters or less`);
const lines = z.array(line).max(JOB_LIST_ITEMS_MAX, `At most ${JOB_LIST_ITEMS_MAX} lines`).default([]);
const money = z.number().int('Use a whole number').min(0, 'Use 0 or more').max(MONEY_MAX, 'That figure is too large').nullable();

/**
 * POST /jobs and PUT /jobs/:jobId. Plain text (line breaks kept, links shown as links, never
 * HTML). Skills must be catalogue names (the server answers "Unknown skill: X" otherwise).
 * `kind` "project" posts a freelance project: a ProjectType, a budget instead of a salary, and a
 * duration; the kind of a listing never changes once posted.
 */
export const JobInput = z
  .object({
    kind: ListingKind.default('job'),
    title: z.string().trim().min(1, 'Title is required').max(JOB_TITLE_MAX, `Title must be ${JOB_TITLE_MAX} characters or less`),
    /** Blank: posted as yourself. Otherwise a company you manage or recruit for, or a new one you will manage. */
    companyName: z.string().trim().max(JOB_COMPANY_MAX, `Company must be ${JOB_COMPANY_MAX} characters or less`).default(''),
    location: z
      .string()
      .trim()
      .min(1, 'Location is required')
      .max(JOB_LOCATION_MAX, `Location must be ${JOB_LOCATION_MAX} characters or less`),
    type: ListingType,
    experienceLevel: ExperienceLevel,
    salary: z
      .object({ min: money, max: money, currency: Currency, period: SalaryPeriod })
      .nullable()
      .default(null)
      .refine((s) => !s || s.min !== null || s.max !== null, { message: 'Give a minimum, a maximum, or no salary', path: ['min'] })
      .refine((s) => !s || s.min === null || s.max === null || s.min <= s.max, {
        message: 'Minimum salary must not be above the maximum',
        path: ['min'],
      }),
    budget: z
      .object({ min: money, max: money, currency: Currency })
      .nullable()
      .default(null)
      .refine((b) => !b || b.min !== null || b.max !== null, { message: 'Give a minimum, a maximum, or no budget', path: ['min'] })
      .refine((b) => !b || b.min === null || b.max === null || b.min <= b.max, {
        message: 'Minimum budget must not be above the maximum',
        path: ['min'],
      }),
    duration: z.string().trim().max(PROJECT_DURATION_MAX, `Duration must be ${PROJECT_DURATION_MAX} characters or less`).default(''),
    isRemote: z.boolean().default(false),
    skills: z
      .array(z.string().trim().min(1).max(60))
      .min(1, 'Add at least one skill')
      .max(JOB_SKILLS_MAX, `At most ${JOB_SKILLS_MAX} skills`),
    description: z
      .string()
      .trim()
      .min(1, 'Description is required')
      .max(JOB_DESCRIPTION_MAX, `Description must be ${JOB_DESCRIPTION_MAX} characters or less`),
    requirements: lines,
    responsibilities: lines,
    benefits: lines,
    /** ISO date-time, in the future and within a year; null for none. */
    deadline: z.iso.datetime({ offset: true, message: 'Use a date and time like 2026-12-31T23:59:00Z' }).nullable().default(null),
    questions: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'Remove the empty question')
          .max(JOB_QUESTION_MAX, `Each question must be ${JOB_QUESTION_MAX} characters or less`),
      )
      .max(JOB_QUESTIONS_MAX, `At most ${JOB_QUESTIONS_MAX} questions`)
      .default([]),
  })
  .strict()
  .superRefine((input, ctx) => {
    const project = input.kind === 'project';
    const types: readonly string[] = project ? PROJECT_TYPES : JOB_TYPES;
    if (!types.includes(input.type))
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: project ? 'Choose a project type from the list' : 'Choose a job type from the list',
      });
    if (project && input.salary) ctx.addIssue({ code: 'custom', path: ['salary'], message: 'A project has a budget, not a salary' });
    if (!project && input.budget) ctx.addIssue({ code: 'custom', path: ['budget'], message: 'A job has a salary, not a budget' });
    if (!project && input.duration) ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Only a project has a duration' });
  });
export type JobInput = z.input<typeof JobInput>;

/** GET /jobs/mine: what the member posted (and their companies' listings), newest first. */
export const PostedJobsPage = z.object({ items: z.array(JobSummary) });
export type PostedJobsPage = z.infer<typeof PostedJobsPage>;

export const SavedJobsPage = z.object({ items: z.array(JobSummary) });
export type SavedJobsPage = z.infer<typeof SavedJobsPage>;
export const SavedResponse = z.object({ saved: z.boolean() });
