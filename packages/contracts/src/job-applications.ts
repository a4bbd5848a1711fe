import { z } from 'zod';

import { APPLICATION_STATUSES, COVER_LETTER_MAX, JOB_ANSWER_MAX, PROPOSAL_BUDGET_MAX, PROPOSAL_TIMELINE_MAX } from './job-constants.js';
import { ApplicationStatus, JobSummary } from './job-summary.js';

// Applying to jobs and the poster's side of applications (issue 22); jobs.ts re-exports these.

/**
 * POST /jobs/:jobId/applications: a cover letter and one answer per question of the job, by
 * question id. On a freelance project it is a proposal (spec §3): timeline and budget (free
 * text) are then required; a job application leaves them blank.
 */
export const ApplicationInput = z
  .object({
    coverLetter: z.string().trim().max(COVER_LETTER_MAX, `Cover letter must be ${COVER_LETTER_MAX} characters or less`).default(''),
    timeline: z.string().trim().max(PROPOSAL_TIMELINE_MAX, `Timeline must be ${PROPOSAL_TIMELINE_MAX} characters or less`).default(''),
    budget: z.string().trim().max(PROPOSAL_BUDGET_MAX, `Budget must be ${PROPOSAL_BUDGET_MAX} characters or less`).default(''),
    /** A CV the member uploaded (PUT /cvs), or null: the profile is the CV. */
    cvId: z.string().min(1).max(64).nullable().default(null),
    answers: z
      .record(
        z.string().max(64),
        z.string().trim().min(1, 'Answer every question').max(JOB_ANSWER_MAX, `Each answer must be ${JOB_ANSWER_MAX} characters or less`),
      )
      .default({}),
  })
  .strict();
export type ApplicationInput = z.input<typeof ApplicationInput>;

export const ApplicationParams = z.object({ applicationId: z.string().min(1).max(64) });

/** An application as its applicant sees it in My Applications. */
export const MyApplication = z.object({
  id: z.string(),
  status: ApplicationStatus,
  appliedAt: z.string(),
  updatedAt: z.string(),
  job: JobSummary,
});
export type MyApplication = z.infer<typeof MyApplication>;

export const MyApplicationsPage = z.object({ items: z.array(MyApplication) });
export type MyApplicationsPage = z.infer<typeof MyApplicationsPage>;

/** An applicant as the poster (or the company's recruiters) sees them. */
export const Applicant = z.object({
  applicationId: z.string(),
  status: ApplicationStatus,
  appliedAt: z.string(),
  member: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable(), title: z.string(), location: z.string() }),
  /** The applicant's match to the job, computed from their profile. */
  matchScore: z.number().int(),
  coverLetter: z.string(),
  /** A proposal's timeline and budget as its freelancer wrote them; blank on a job application. */
  timeline: z.string(),
  budget: z.string(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Their PDF CV when they attached one: GET /applications/:applicationId/cv. */
  cv: z.object({ size: z.number().int() }).nullable(),
  /** Their SkillLink certificates, each with its public verification code. */
  certificates: z.array(z.object({ courseTitle: z.string(), code: z.string(), issuedAt: z.string() })),
  /** Skills they proved by passing SkillLink's assessment (skill badges), by catalogue name. */
  verifiedSkills: z.array(z.string()),
});
export type Applicant = z.infer<typeof Applicant>;

export const ApplicantsQuery = z.object({
  status: z.enum(['all', ...APPLICATION_STATUSES], 'Unknown status').default('all'),
  sort: z.enum(['match', 'newest'], 'Sort by match or newest').default('match'),
});
export const ApplicantsPage = z.object({ job: JobSummary, items: z.array(Applicant) });
export type ApplicantsPage = z.infer<typeof ApplicantsPage>;

/** GET /applications/:applicationId: the applicant's own, or one of a job the reader manages; 404 to anyone else. */
export const ApplicationDetail = Applicant.extend({ job: JobSummary });
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;

/**
 * PATCH /applications/:applicationId: the poster's move (APPLICATION_MOVES for a job,
 * PROPOSAL_MOVES for a project; docs/computations.md "Jobs"). Awarding a proposal closes the project.
 */
export const ApplicationStatusInput = z.object({ status: ApplicationStatus }).strict();

/** PUT /cvs (the PDF as the raw body): the stored CV to name in an application. */
export const CvUploaded = z.object({ id: z.string(), size: z.number().int() });
export type CvUploaded = z.infer<typeof CvUploaded>;
