import {
  CURRENCIES,
  type Currency,
  type ExperienceLevel,
  type ListingKind,
  type ListingType,
  type SalaryPeriod,
} from '@skilllink/contracts/job-constants';
import type { JobDetail, JobInput } from '@skilllink/contracts/jobs';
import { deadlineIso, deadlineParts } from './deadline';

/**
 * What the job form holds while the poster types: the inputs' own values (strings, the list
 * fields as typed, one item per line), so nothing typed is reshaped or lost on an error or on
 * the way to the preview and back. `toJobInput` makes the request body from it.
 */
export interface JobDraft {
  /** A job, or a freelance project (its pay fields then hold the budget, with no period). */
  kind: ListingKind;
  title: string;
  companyName: string;
  location: string;
  type: ListingType;
  experienceLevel: ExperienceLevel;
  isRemote: boolean;
  /** A project's expected duration ("3 weeks"); unused for a job. */
  duration: string;
  salaryMode: 'none' | 'range';
  salaryMin: string;
  salaryMax: string;
  currency: Currency;
  period: SalaryPeriod;
  skills: string[];
  description: string;
  requirements: string;
  responsibilities: string;
  benefits: string;
  deadlineDate: string;
  deadlineTime: string;
  questions: string[];
}

export type LinesField = 'requirements' | 'responsibilities' | 'benefits';
export const LINES_FIELDS: readonly LinesField[] = ['requirements', 'responsibilities', 'benefits'];

export function emptyDraft(kind: ListingKind = 'job'): JobDraft {
  return {
    kind,
    title: '',
    companyName: '',
    location: '',
    type: kind === 'project' ? 'development' : 'full-time',
    experienceLevel: 'mid',
    isRemote: false,
    duration: '',
    salaryMode: 'none',
    salaryMin: '',
    salaryMax: '',
    // Most members are in Ghana: its cedi first, as the constants list it.
    currency: CURRENCIES[0],
    period: 'year',
    skills: [],
    description: '',
    requirements: '',
    responsibilities: '',
    benefits: '',
    deadlineDate: '',
    deadlineTime: '',
    questions: [],
  };
}

/** A saved job back in the form's terms (the edit page). */
export function draftFromJob(job: JobDetail): JobDraft {
  const { date, time } = deadlineParts(job.deadline);
  const pay = job.kind === 'project' ? job.budget : job.salary;
  return {
    kind: job.kind,
    title: job.title,
    // A job posted as the poster themselves has no company record (id null) and shows their name.
    companyName: job.company.id ? job.company.name : '',
    location: job.location,
    type: job.type,
    experienceLevel: job.experienceLevel,
    isRemote: job.isRemote,
    duration: job.duration ?? '',
    salaryMode: pay ? 'range' : 'none',
    salaryMin: pay?.min == null ? '' : String(pay.min),
    salaryMax: pay?.max == null ? '' : String(pay.max),
    currency: pay?.currency ?? CURRENCIES[0],
    period: job.salary?.period ?? 'year',
    skills: [...job.skills],
    description: job.description,
    requirements: job.requirements.join('\n'),
    responsibilities: job.responsibilities.join('\n'),
    benefits: job.benefits.join('\n'),
    deadlineDate: date,
    deadlineTime: time,
    questions: job.questions.map((q) => q.text),
  };
}

/** A textarea's non-empty lines, trimmed: one list item each. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "85,000" or "85 000" → 85000; '' → null; anything else (letters, decimals) → NaN. */
export function parseMoney(text: string): number | null {
  const compact = text.replace(/[\s,.\u00a0\u202f](?=\d{3}(\D|$))/g, '').trim();
  if (compact === '') return null;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The request body (POST /jobs, PUT /jobs/:jobId). Call after validateDraft found nothing. */
export function toJobInput(draft: JobDraft): JobInput {
  const project = draft.kind === 'project';
  const pay =
    draft.salaryMode === 'none' ? null : { min: parseMoney(draft.salaryMin), max: parseMoney(draft.salaryMax), currency: draft.currency };
  return {
    kind: draft.kind,
    title: draft.title.trim(),
    companyName: draft.companyName.trim(),
    location: draft.location.trim(),
    type: draft.type,
    experienceLevel: draft.experienceLevel,
    salary: pay && !project ? { ...pay, period: draft.period } : null,
    budget: project ? pay : null,
    duration: project ? draft.duration.trim() : '',
    isRemote: draft.isRemote,
    skills: draft.skills,
    description: draft.description.trim(),
    requirements: linesOf(draft.requirements),
    responsibilities: linesOf(draft.responsibilities),
    benefits: linesOf(draft.benefits),
    deadline: deadlineIso(draft.deadlineDate, draft.deadlineTime),
    questions: draft.questions.map((q) => q.trim()),
  };
}
