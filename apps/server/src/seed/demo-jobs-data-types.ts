import type { Currency, JobInput } from '@skilllink/contracts/jobs';

/** A demo employer: the company record a posting creates, with its place and website. */
export interface DemoCompany {
  name: string;
  location: string;
  website: string;
}

/** One demo listing: the form a poster fills in, with who posted it and when, relative to the seed's "now". */
export interface DemoJob extends Omit<JobInput, 'deadline'> {
  /** Key of the poster among DEMO_POSTERS, or 'ama' for the demo account. */
  poster: string;
  /** Days before now it was posted (0–40). */
  postedDaysAgo: number;
  /** Days from now to the deadline, or null; a few negative (already passed → closed). */
  deadlineInDays: number | null;
}

type Salary = NonNullable<JobInput['salary']>;

/** A yearly gross salary range; null for an open bound ("from", "up to"). */
export const perYear = (currency: Currency, min: number | null, max: number | null): Salary => ({ min, max, currency, period: 'year' });

/** An hourly rate in US dollars (remote contracts paid by the hour). */
export const perHourUsd = (min: number | null, max: number | null): Salary => ({ min, max, currency: 'USD', period: 'hour' });
