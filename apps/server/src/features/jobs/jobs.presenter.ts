import type {
  ApplicationStatus,
  Currency,
  ExperienceLevel,
  JobDetail,
  JobSummary,
  ListingKind,
  ListingType,
  ProjectStatus,
  SalaryPeriod,
} from '@skilllink/contracts/jobs';
import { toBool, toIso } from '../../db/database.js';
import type { MatchListing, MatchProfile, MatchResult } from './match-score.js';
import { matchListing } from './match-score.js';
import type { JobRow, SummaryRow } from './jobs.repository.js';
import { jsonStrings } from '../../db/json-strings.js';

/** What a summary needs beyond the row: the reader's relation to the job and its counts. */
export interface JobExtras {
  skills: ReadonlyArray<{ key: string; name: string }>;
  applications: number;
  /** The statuses its applications (proposals) are in, withdrawn apart: a project's own status reads them. */
  proposalStatuses: ReadonlySet<string>;
  saved: boolean;
  myApplication: { id: string; status: ApplicationStatus } | null;
  canManage: boolean;
}

/** Whether the job takes applications at `now`: open, and its deadline (if any) not passed. */
export function isActive(row: Pick<JobRow, 'status' | 'deadline'>, now: Date): boolean {
  return row.status === 'open' && (row.deadline === null || new Date(toIso(row.deadline)) > now);
}

/** The row as the match score reads it. */
export function asListing(row: SummaryRow, skills: ReadonlyArray<{ key: string; name: string }>): MatchListing {
  return {
    title: row.title,
    location: row.location,
    isRemote: toBool(row.isRemote),
    experienceLevel: row.experienceLevel as ExperienceLevel,
    skills,
  };
}

const money = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * A project's status, derived (PROJECT_STATUSES): awarded once a proposal is; closed when it
 * takes no more proposals; in review once its poster moved a proposal on; else open.
 */
export function projectStatus(row: Pick<JobRow, 'status' | 'deadline'>, proposals: ReadonlySet<string>, now: Date): ProjectStatus {
  if (proposals.has('awarded')) return 'awarded';
  if (!isActive(row, now)) return 'closed';
  return proposals.has('reviewing') || proposals.has('interviewed') ? 'in_review' : 'open';
}

export function toJobSummary(row: SummaryRow, extras: JobExtras, match: MatchResult, now: Date): JobSummary {
  const project = row.kind === 'project';
  const pay = row.salaryCurrency
    ? { min: money(row.salaryMin), max: money(row.salaryMax), currency: row.salaryCurrency as Currency }
    : null;
  return {
    id: row.id,
    kind: row.kind as ListingKind,
    title: row.title,
    company: row.companyId
      ? { id: row.companyId, name: row.companyName ?? '', logo: row.companyLogo ?? null }
      : { id: null, name: `${row.posterFirstName} ${row.posterLastName}`, logo: null },
    location: row.location,
    type: row.type as ListingType,
    experienceLevel: row.experienceLevel as ExperienceLevel,
    salary: pay && !project ? { ...pay, period: (row.salaryPeriod ?? 'year') as SalaryPeriod } : null,
    budget: project ? pay : null,
    duration: project && row.duration ? row.duration : null,
    projectStatus: project ? projectStatus(row, extras.proposalStatuses, now) : null,
    isRemote: toBool(row.isRemote),
    skills: extras.skills.map((s) => s.name),
    postedAt: toIso(row.postedAt),
    deadline: row.deadline === null ? null : toIso(row.deadline),
    isActive: isActive(row, now),
    applicationsCount: extras.applications,
    matchScore: match.score,
    saved: extras.saved,
    myApplication: extras.myApplication,
    postedByMe: extras.canManage,
  };
}

export function toJobDetail(
  row: JobRow,
  extras: JobExtras,
  me: MatchProfile,
  questions: ReadonlyArray<{ id: string; text: string }>,
  now: Date,
): JobDetail {
  const match = matchListing(me, asListing(row, extras.skills));
  return {
    ...toJobSummary(row, extras, match, now),
    description: row.description,
    requirements: jsonStrings(row.requirements),
    responsibilities: jsonStrings(row.responsibilities),
    benefits: jsonStrings(row.benefits),
    questions: [...questions],
    poster: { id: row.posterId, name: `${row.posterFirstName} ${row.posterLastName}`, avatar: row.posterAvatar },
    match: { ...match, myLevel: me.level },
  };
}
