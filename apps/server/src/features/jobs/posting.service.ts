import { DEADLINE_MAX_DAYS, LISTINGS_PER_DAY, type JobDetail } from '@skilllink/contracts/jobs';
import type { JobInput } from '@skilllink/contracts/jobs';
import type { z } from 'zod';
import { toIso, type DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { foldText } from '../../platform/search-text.js';
import * as apps from './applications.repository.js';
import { companyFor } from './companies.service.js';
import * as repo from './jobs.repository.js';
import { matchProfile } from './member-profile.repository.js';
import { detail, managedJob } from './reader-view.js';
import { listingsChanged, type JobsDeps } from './route-options.js';
import { catalogSkills } from './skills.js';

type Input = z.output<typeof JobInput>;
const DAY_MS = 86_400_000;

/** The folded text a search matches: what a member would type to find this job. */
function searchText(input: Input, companyName: string, skills: ReadonlyArray<{ name: string }>): string {
  return foldText([input.title, companyName, skills.map((s) => s.name).join(' '), input.location, input.description].join(' '));
}

/** The row's columns from the input (everything but ids, poster, status and times). */
async function columnsOf(db: DB, posterId: string, input: Input, now: Date, checkDeadline = true) {
  if (input.deadline !== null && checkDeadline) {
    const deadline = new Date(input.deadline);
    if (deadline <= now)
      throw new AppError(400, 'deadline_past', 'The deadline must be in the future', { deadline: 'The deadline must be in the future' });
    if (deadline.getTime() - now.getTime() > DEADLINE_MAX_DAYS * DAY_MS) {
      throw new AppError(
        400,
        'deadline_too_far',
        `The deadline must be within ${DEADLINE_MAX_DAYS} days`,
        { deadline: `The deadline must be within ${DEADLINE_MAX_DAYS} days` },
        { params: { days: DEADLINE_MAX_DAYS } },
      );
    }
  }
  const skills = await catalogSkills(db, input.skills);
  const company = await companyFor(db, posterId, input.companyName, now.toISOString());
  const poster = await db.selectFrom('user').select(['firstName', 'lastName']).where('id', '=', posterId).executeTakeFirstOrThrow();
  const shownAs = company?.name ?? `${poster.firstName} ${poster.lastName}`;
  // A job's pay is a salary per period; a project's a budget for the whole work (no period).
  const pay = input.kind === 'project' ? input.budget : input.salary;
  return {
    skills,
    columns: {
      companyId: company?.id ?? null,
      title: input.title,
      location: input.location,
      locationKey: foldText(input.location),
      type: input.type,
      experienceLevel: input.experienceLevel,
      salaryMin: pay?.min ?? null,
      salaryMax: pay?.max ?? null,
      salaryCurrency: pay?.currency ?? null,
      salaryPeriod: input.salary?.period ?? null,
      duration: input.kind === 'project' ? input.duration || null : null,
      isRemote: input.isRemote,
      description: input.description,
      requirements: JSON.stringify(input.requirements),
      responsibilities: JSON.stringify(input.responsibilities),
      benefits: JSON.stringify(input.benefits),
      deadline: input.deadline === null ? null : new Date(input.deadline).toISOString(),
      searchText: searchText(input, shownAs, skills),
    },
  };
}

async function readBack(deps: JobsDeps, posterId: string, jobId: string): Promise<JobDetail> {
  const now = deps.now();
  return detail(deps.db, { id: posterId, profile: await matchProfile(deps.db, posterId, now) }, jobId, now);
}

/** POST /jobs: a verified member posts a job, as themselves or for a company; LISTINGS_PER_DAY a day. */
export async function createJob(deps: JobsDeps, posterId: string, input: Input): Promise<JobDetail> {
  const now = deps.now();
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const limit = Math.round(LISTINGS_PER_DAY * deps.rateLimitFactor);
    if ((await repo.postedSince(trx, posterId, new Date(now.getTime() - DAY_MS).toISOString())) >= limit) {
      throw new AppError(429, 'too_many_listings', `You can post at most ${limit} listings a day. Try again tomorrow`, undefined, {
        params: { max: limit },
      });
    }
    await writeNewJob(trx, { id, posterId, input, now, postedAt: now });
  });
  await listingsChanged(deps);
  return readBack(deps, posterId, id);
}

/**
 * Writes a new open job as posted at `postedAt`: the one way a job is made, by a member or by
 * the demo seed (which posts in the past, some with passed deadlines: `checkDeadline` false).
 */
export async function writeNewJob(
  db: DB,
  job: { id: string; posterId: string; input: Input; now: Date; postedAt: Date; checkDeadline?: boolean },
): Promise<void> {
  const { skills, columns } = await columnsOf(db, job.posterId, job.input, job.now, job.checkDeadline);
  const at = job.postedAt.toISOString();
  const row = {
    id: job.id,
    posterId: job.posterId,
    kind: job.input.kind,
    ...columns,
    status: 'open',
    postedAt: at,
    createdAt: at,
    updatedAt: at,
  };
  await repo.insertJob(db, row, skills, job.input.questions, newId);
}

/** PUT /jobs/:jobId: the poster or the company's recruiters edit every field. */
export async function updateJob(deps: JobsDeps, readerId: string, jobId: string, input: Input): Promise<JobDetail> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await managedJob(trx, readerId, jobId);
    if (row.kind !== input.kind) {
      throw new AppError(400, 'listing_kind_fixed', 'A job stays a job and a project a project: post a new listing instead', {
        kind: 'A job stays a job and a project a project',
      });
    }
    // The company stays the one chosen by the job's poster when a recruiter edits it.
    const { skills, columns } = await columnsOf(trx, row.posterId, input, now);
    await repo.updateJob(trx, jobId, { ...columns, updatedAt: now.toISOString() }, skills, input.questions, newId);
  });
  await listingsChanged(deps);
  return readBack(deps, readerId, jobId);
}

/**
 * Close or reopen. Reopening a job whose deadline passed asks for a new deadline first; an
 * awarded project stays closed (its work went to one freelancer).
 */
export async function setOpen(deps: JobsDeps, readerId: string, jobId: string, open: boolean): Promise<JobDetail> {
  const now = deps.now();
  const row = await managedJob(deps.db, readerId, jobId);
  if (open && row.deadline !== null && new Date(toIso(row.deadline)) <= now) {
    throw new AppError(409, 'reopen_deadline_passed', 'The deadline has passed: edit the job and set a new one to reopen it');
  }
  if (open && row.kind === 'project' && (await apps.isAwarded(deps.db, jobId))) {
    throw new AppError(409, 'project_awarded', 'This project was awarded: post a new one for more work');
  }
  await repo.setStatus(deps.db, jobId, open ? 'open' : 'closed', now.toISOString());
  await listingsChanged(deps);
  return readBack(deps, readerId, jobId);
}

/** A new open job with the same fields, posted now (a deadline already passed is dropped). */
export async function duplicateJob(deps: JobsDeps, readerId: string, jobId: string): Promise<JobDetail> {
  const copy = await readBack(deps, readerId, jobId);
  await managedJob(deps.db, readerId, jobId);
  const deadline = copy.deadline && new Date(copy.deadline) > deps.now() ? copy.deadline : null;
  return createJob(deps, readerId, {
    kind: copy.kind,
    title: copy.title,
    companyName: copy.company.id ? copy.company.name : '',
    location: copy.location,
    type: copy.type,
    experienceLevel: copy.experienceLevel,
    salary: copy.salary,
    budget: copy.budget,
    duration: copy.duration ?? '',
    isRemote: copy.isRemote,
    skills: copy.skills,
    description: copy.description,
    requirements: copy.requirements,
    responsibilities: copy.responsibilities,
    benefits: copy.benefits,
    deadline,
    questions: copy.questions.map((q) => q.text),
  });
}
