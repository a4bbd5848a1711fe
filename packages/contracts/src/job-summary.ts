import { z } from 'zod';

import { APPLICATION_STATUSES, CURRENCIES, EXPERIENCE_LEVELS, JOB_TYPES, SALARY_PERIODS } from './job-constants.js';

// A job as every list shows it, and the enums of its fields: read by the listing schemas
// (jobs.ts) and the application schemas (job-applications.ts); jobs.ts re-exports it all.

export const JobType = z.enum(JOB_TYPES, 'Choose a job type from the list');
export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS, 'Choose an experience level from the list');
export const Currency = z.enum(CURRENCIES, 'Choose a currency from the list');
export const SalaryPeriod = z.enum(SALARY_PERIODS, 'Salary is per year or per hour');
export const ApplicationStatus = z.enum(APPLICATION_STATUSES, 'Unknown status');
// The schemas above shadow the constants' types of the same names: give the names their types back.
export type JobType = z.infer<typeof JobType>;
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
 * A job as lists show it. `applicationsCount` is counted from applications (withdrawn ones
 * excepted); `matchScore` is the reader's (spec §9, docs/computations.md "Jobs").
 */
export const JobSummary = z.object({
  id: z.string(),
  title: z.string(),
  company: JobCompany,
  location: z.string(),
  type: JobType,
  experienceLevel: ExperienceLevel,
  /** Null: "Salary not disclosed". */
  salary: Salary.nullable(),
  isRemote: z.boolean(),
  /** Catalogue names, as the poster ordered them. */
  skills: z.array(z.string()),
  postedAt: z.string(),
  /** ISO date-time after which no application is taken, or null. */
  deadline: z.string().nullable(),
  /** False once closed by its poster or by its deadline. */
  isActive: z.boolean(),
  applicationsCount: z.number().int(),
  matchScore: z.number().int().min(0).max(100),
  saved: z.boolean(),
  myApplication: MyApplicationRef.nullable(),
  postedByMe: z.boolean(),
});
export type JobSummary = z.infer<typeof JobSummary>;
