import { z } from 'zod';

import {
  APPLICATION_STATUSES,
  CURRENCIES,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  LISTING_KINDS,
  LISTING_TYPES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SALARY_PERIODS,
} from './job-constants.js';

// A job as every list shows it, and the enums of its fields: read by the listing schemas
// (jobs.ts) and the application schemas (job-applications.ts); jobs.ts re-exports it all.

export const JobType = z.enum(JOB_TYPES, 'Choose a job type from the list');
export const ProjectType = z.enum(PROJECT_TYPES, 'Choose a project type from the list');
export const ListingType = z.enum(LISTING_TYPES, 'Choose a type from the list');
export const ListingKind = z.enum(LISTING_KINDS, 'A listing is a job or a project');
export const ProjectStatus = z.enum(PROJECT_STATUSES);
export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS, 'Choose an experience level from the list');
export const Currency = z.enum(CURRENCIES, 'Choose a currency from the list');
export const SalaryPeriod = z.enum(SALARY_PERIODS, 'Salary is per year or per hour');
export const ApplicationStatus = z.enum(APPLICATION_STATUSES, 'Unknown status');
// The schemas above shadow the constants' types of the same names: give the names their types back.
export type JobType = z.infer<typeof JobType>;
export type ProjectType = z.infer<typeof ProjectType>;
export type ListingType = z.infer<typeof ListingType>;
export type ListingKind = z.infer<typeof ListingKind>;
export type ProjectStatus = z.infer<typeof ProjectStatus>;
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;
export type Currency = z.infer<typeof Currency>;
export type SalaryPeriod = z.infer<typeof SalaryPeriod>;
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** A salary range; either bound may be absent ("up to", "from"), never both. */
export const Salary = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  currency: Currency,
  period: SalaryPeriod,
});
export type Salary = z.infer<typeof Salary>;

/** A freelance project's budget for the whole work; either bound may be absent, never both. */
export const Budget = z.object({ min: z.number().int().nullable(), max: z.number().int().nullable(), currency: Currency });
export type Budget = z.infer<typeof Budget>;

/** Who offers the job: a company record (id) or the poster themselves (id null, their name). */
export const JobCompany = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** Path of the logo image, or null for initials. */
  logo: z.string().nullable(),
});
export type JobCompany = z.infer<typeof JobCompany>;

/** The reader's own application to a listing, when they have one. */
export const MyApplicationRef = z.object({ id: z.string(), status: ApplicationStatus });
export type MyApplicationRef = z.infer<typeof MyApplicationRef>;

/**
 * A listing (a job, or a freelance project when `kind` is "project") as lists show it.
 * `applicationsCount` is counted from applications or proposals (withdrawn ones excepted);
 * `matchScore` is the reader's (spec §9, docs/computations.md "Jobs").
 */
export const JobSummary = z.object({
  id: z.string(),
  kind: ListingKind,
  title: z.string(),
  company: JobCompany,
  location: z.string(),
  /** A job's JobType, or a project's ProjectType. */
  type: ListingType,
  experienceLevel: ExperienceLevel,
  /** Jobs only; null: "Salary not disclosed". */
  salary: Salary.nullable(),
  /** Projects only; null: "Budget not disclosed". */
  budget: Budget.nullable(),
  /** Projects only: how long the work should take, as the poster wrote it ("3 weeks"); else null. */
  duration: z.string().nullable(),
  /** Projects only: open, in_review, awarded, closed (derived, see PROJECT_STATUSES); null for jobs. */
  projectStatus: ProjectStatus.nullable(),
  isRemote: z.boolean(),
  /** Catalogue names, as the poster ordered them. */
  skills: z.array(z.string()),
  postedAt: z.string(),
  /** ISO date-time after which no application is taken, or null. */
  deadline: z.string().nullable(),
  /** False once closed by its poster or by its deadline (or, for a project, once awarded). */
  isActive: z.boolean(),
  applicationsCount: z.number().int(),
  matchScore: z.number().int().min(0).max(100),
  saved: z.boolean(),
  myApplication: MyApplicationRef.nullable(),
  postedByMe: z.boolean(),
});
export type JobSummary = z.infer<typeof JobSummary>;
