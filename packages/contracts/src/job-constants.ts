/**
 * The jobs and freelance constants (spec §3, §9, issue 22), free of zod so the web app imports
 * them without the schema library; jobs.ts builds its schemas on them.
 */
/** A listing is a job (employment) or a freelance project (a fixed piece of work, spec §3). */
export const LISTING_KINDS = ['job', 'project'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** In the order the match score counts "adjacent" levels (spec §9). */
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const SALARY_PERIODS = ['year', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Currencies a listing may be priced in: the members' own first, then the usual foreign ones. */
export const CURRENCIES = ['GHS', 'NGN', 'KES', 'ZAR', 'RWF', 'XOF', 'EGP', 'USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PROJECT_TYPES = ['design', 'development', 'data'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
/** A listing's type: a job's kind of employment or a project's field. */
export const LISTING_TYPES = [...JOB_TYPES, ...PROJECT_TYPES] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/**
 * A freelance project's life: open for proposals, in review (the poster has moved a proposal on),
 * awarded (one proposal awarded: the project then takes no more), closed (by its poster or
 * deadline). Derived from the listing and its proposals, never stored apart from them.
 */
export const PROJECT_STATUSES = ['open', 'in_review', 'awarded', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * An application's (or proposal's) states. `withdrawn` is the applicant's own step out, only
 * from pending; `awarded` is a proposal's accepted. docs/computations.md "Jobs" has the moves.
 */
export const APPLICATION_STATUSES = ['pending', 'reviewing', 'interviewed', 'accepted', 'rejected', 'awarded', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The poster's moves from each state (issue 22): forward only, rejection from any open state;
 * accepted, rejected, awarded and withdrawn are final. `awarded` is a freelance proposal's
 * acceptance; a job application is accepted instead.
 */
export const APPLICATION_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['reviewing', 'interviewed', 'accepted', 'rejected'],
  reviewing: ['interviewed', 'accepted', 'rejected'],
  interviewed: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
  awarded: [],
  withdrawn: [],
};

/** The same for a freelance proposal: `awarded` in place of `accepted`, once per project. */
export const PROPOSAL_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['reviewing', 'interviewed', 'awarded', 'rejected'],
  reviewing: ['interviewed', 'awarded', 'rejected'],
  interviewed: ['awarded', 'rejected'],
  accepted: [],
  rejected: [],
  awarded: [],
  withdrawn: [],
};

export const DATE_POSTED = ['all', 'today', 'week', 'month'] as const;
export type DatePosted = (typeof DATE_POSTED)[number];

/** Spec §9: the match score's weights (percent) and the experience scores. */
export const MATCH_WEIGHTS = { skills: 40, experience: 20, location: 15, title: 25 } as const;
export const EXPERIENCE_SCORES = { same: 100, adjacent: 70, other: 30 } as const;
/** Recommended jobs: score above this, at most RECOMMENDED_JOBS_MAX; the sidebar shows RECOMMENDED_JOBS_SIDEBAR. */
export const RECOMMENDED_JOBS_MIN_SCORE = 50;
export const RECOMMENDED_JOBS_MAX = 8;
export const RECOMMENDED_JOBS_SIDEBAR = 3;
/** Cards show this many skills, then "+N more" (spec §2). */
export const CARD_SKILLS_SHOWN = 4;

export const JOBS_PAGE_SIZE = 20;
/** Matches are counted up to here ("100+ jobs"): a count beyond it costs the server much and tells a reader little. */
export const JOBS_COUNT_CAP = 100;
export const JOB_TITLE_MAX = 120;
export const JOB_LOCATION_MAX = 100;
export const JOB_COMPANY_MAX = 100;
export const JOB_DESCRIPTION_MAX = 5_000;
/** Requirements, responsibilities and benefits: lists of short lines. */
export const JOB_LIST_ITEMS_MAX = 15;
export const JOB_LIST_ITEM_MAX = 300;
export const JOB_SKILLS_MAX = 12;
export const JOB_QUESTIONS_MAX = 5;
export const JOB_QUESTION_MAX = 300;
export const JOB_ANSWER_MAX = 2_000;
export const COVER_LETTER_MAX = 5_000;
/** A CV is a PDF of at most this many bytes (5 MB), checked by its content. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPE = 'application/pdf';
export const PROPOSAL_TIMELINE_MAX = 100;
export const PROPOSAL_BUDGET_MAX = 100;
export const PROJECT_DURATION_MAX = 60;
/** The highest salary or budget figure accepted (per year or per hour, in any currency). */
export const MONEY_MAX = 1_000_000_000;
/** Listings a member may post per rolling day (jobs and projects together). */
export const LISTINGS_PER_DAY = 10;
/** The furthest ahead a deadline may be set. */
export const DEADLINE_MAX_DAYS = 365;
