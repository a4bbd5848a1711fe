import { z } from 'zod';

import { EXPERIENCE_LEVELS, JOB_LOCATION_MAX, JOB_TYPES, LISTING_TYPES, MONEY_MAX, PROJECT_TYPES } from './job-constants.js';
import { Currency, ListingKind } from './job-summary.js';

// Job alerts (issue 22 item 7): a saved search that tells its member about new matching
// listings, in-app and in a daily e-mail digest. jobs.ts re-exports this file.

/** The most alerts a member keeps; the server answers 409 beyond it. */
export const JOB_ALERTS_MAX = 20;
export const JOB_ALERT_NAME_MAX = 80;
/** A digest lists at most this many listings (the newest), then "and N more". */
export const JOB_ALERT_DIGEST_ITEMS = 10;

/**
 * The search an alert keeps: the filters of GET /jobs (JobsQuery) as JSON, without the ones that
 * make no sense for "new listings from now on" (date posted, sort, page). `type` must be one of
 * the kind's types; `currency` and `salaryMin` filter together, as in the search.
 */
export const JobAlertSearch = z
  .object({
    kind: ListingKind.default('job'),
    q: z.string().trim().max(100, 'Search must be 100 characters or less').default(''),
    type: z.enum(['all', ...LISTING_TYPES], 'Choose a type from the list').default('all'),
    experience: z.enum(['all', ...EXPERIENCE_LEVELS], 'Choose an experience level from the list').default('all'),
    location: z.string().trim().max(JOB_LOCATION_MAX, `Location must be ${JOB_LOCATION_MAX} characters or less`).default(''),
    /** true: remote listings only; false: on-site only; absent: either. */
    remote: z.boolean('Remote must be true or false').optional(),
    /** Catalogue names; a listing matches when it asks for every one. */
    skills: z
      .array(z.string().trim().min(1, 'Remove the empty skill').max(60, 'Each skill must be 60 characters or less'))
      .max(5, 'Filter by at most 5 skills')
      .default([]),
    currency: Currency.optional(),
    salaryMin: z.number().int('Use a whole number').min(0, 'Use 0 or more').max(MONEY_MAX, 'That figure is too large').optional(),
  })
  .refine((s) => s.type === 'all' || (s.kind === 'project' ? PROJECT_TYPES : JOB_TYPES).includes(s.type as never), {
    message: 'Choose a type from the list',
    path: ['type'],
  })
  .refine((s) => s.salaryMin === undefined || s.currency !== undefined, {
    message: 'Choose the currency of the minimum salary',
    path: ['currency'],
  });
export type JobAlertSearch = z.output<typeof JobAlertSearch>;

/**
 * POST /jobs/alerts: save the current search as an alert. A blank name is made from the search
 * ("Designer · Accra · Remote"). A search with nothing in it (no words, no filter) is refused:
 * it would match every new listing.
 */
export const JobAlertInput = z.object({
  name: z.string().trim().max(JOB_ALERT_NAME_MAX, `Name must be ${JOB_ALERT_NAME_MAX} characters or less`).default(''),
  search: JobAlertSearch,
});
export type JobAlertInput = z.input<typeof JobAlertInput>;

export const JobAlert = z.object({
  id: z.string(),
  name: z.string(),
  search: JobAlertSearch,
  /** Where the alert's search opens in the app: /app/jobs?… (the Projects tab for projects). */
  path: z.string(),
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof JobAlert>;

/** GET /jobs/alerts: the member's alerts, newest first, and whether their daily digest e-mail is on. */
export const JobAlertsPage = z.object({
  items: z.array(JobAlert),
  /** The daily digest e-mail: off after its unsubscribe link, back on here. */
  emails: z.boolean(),
  max: z.number().int(),
});
export type JobAlertsPage = z.infer<typeof JobAlertsPage>;

export const JobAlertParams = z.object({ alertId: z.string().min(1).max(64) });

/** PUT /jobs/alerts/emails: the daily digest e-mail on or off. */
export const JobAlertEmails = z.object({ enabled: z.boolean('Choose on or off') });
export type JobAlertEmails = z.infer<typeof JobAlertEmails>;
