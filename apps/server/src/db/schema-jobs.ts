import type { ColumnType, Generated } from 'kysely';
import type { Bool, Timestamp } from './column-types.js';

/** Jobs (migration 20261209-001, issue 22). */
type MaybeTime = ColumnType<string | Date | null, string | null | undefined, string | null>;
/** bigint on PostgreSQL comes back as a string: repositories read it with Number(). */
type Money = ColumnType<number | string | null, number | null | undefined, number | null>;

export interface CompanyTable {
  id: string;
  name: string;
  nameKey: string;
  logo: string | null;
  location: Generated<string>;
  website: Generated<string>;
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CompanyMemberTable {
  companyId: string;
  userId: string;
  /** manager or recruiter. */
  role: string;
  createdAt: Timestamp;
}

export interface JobTable {
  id: string;
  posterId: string;
  companyId: string | null;
  /** job or project (LISTING_KINDS): never changes once posted. */
  kind: ColumnType<string, string | undefined, never>;
  title: string;
  location: string;
  locationKey: string;
  /** One of JOB_TYPES, or of PROJECT_TYPES for a project (contracts/jobs). */
  type: string;
  /** One of EXPERIENCE_LEVELS. */
  experienceLevel: string;
  salaryMin: Money;
  salaryMax: Money;
  salaryCurrency: string | null;
  /** Null for a project: its budget is for the whole work. */
  salaryPeriod: string | null;
  /** A project's expected duration as its poster wrote it; null for a job. */
  duration: ColumnType<string | null, string | null | undefined, string | null>;
  isRemote: Bool;
  description: string;
  /** JSON arrays of lines. */
  requirements: string;
  responsibilities: string;
  benefits: string;
  deadline: MaybeTime;
  /** open or closed (a project is closed when awarded). */
  status: string;
  /** Folded text a search matches (the service writes it). */
  searchText: string;
  postedAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface JobSkillTable {
  jobId: string;
  skillKey: string;
  name: string;
  position: number;
}

export interface JobQuestionTable {
  id: string;
  jobId: string;
  position: number;
  text: string;
}

export interface JobApplicationTable {
  id: string;
  jobId: string;
  applicantId: string;
  /** One of APPLICATION_STATUSES. */
  status: string;
  coverLetter: string;
  /** A proposal's timeline and budget (free text); '' on a job application. */
  timeline: ColumnType<string, string | undefined, string>;
  budget: ColumnType<string, string | undefined, string>;
  /** JSON [{ question, answer }]. */
  answers: string;
  /** member_cv.id of the PDF attached, or null. */
  cvId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SavedJobTable {
  userId: string;
  jobId: string;
  createdAt: Timestamp;
}

/** SQLite only: the row the FTS5 trigram table `job_fts` indexes; ids follow posting order (ADR 051). */
export interface JobSearchTable {
  id: Generated<number>;
  jobId: string;
  text: string;
}

export interface MemberCvTable {
  id: string;
  userId: string;
  storageKey: string;
  size: number;
  createdAt: Timestamp;
}
