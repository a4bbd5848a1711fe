import { APPLICATION_MOVES, PROPOSAL_MOVES, type ApplicationStatus, type MyApplication } from '@skilllink/contracts/jobs';
import type { ApplicationInput } from '@skilllink/contracts/jobs';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { notify } from '../../platform/notifications.js';
import * as apps from './applications.repository.js';
import { ownCv } from './cvs.js';
import * as repo from './jobs.repository.js';
import { isActive } from './jobs.presenter.js';
import { matchProfile } from './member-profile.repository.js';
import { jobRow, readerView, summaries } from './reader-view.js';
import { listingsChanged, readersChanged, type JobsDeps } from './route-options.js';

type Input = z.output<typeof ApplicationInput>;

/** The most applications My Applications lists. */
export const MY_APPLICATIONS_MAX = 200;

export const applicationNotFound = () => new AppError(404, 'application_not_found', 'Application not found');

/** Every question answered, and nothing else: the answers as stored, with each question's text. */
function answersFor(questions: ReadonlyArray<{ id: string; text: string }>, answers: Record<string, string>) {
  const unknown = Object.keys(answers).find((id) => !questions.some((q) => q.id === id));
  if (unknown !== undefined)
    throw new AppError(400, 'unknown_question', 'This job has no such question: reload the page', {
      answers: 'This job has no such question',
    });
  const missing = questions.filter((q) => !answers[q.id]);
  if (missing.length > 0) {
    const fields = Object.fromEntries(missing.map((q) => [`answers.${q.id}`, 'Answer this question']));
    throw new AppError(400, 'answer_required', 'Answer every question', fields);
  }
  return questions.map((q) => ({ question: q.text, answer: answers[q.id]! }));
}

/** A proposal's timeline and budget: both required on a project (spec §3 proposal payload), none on a job. */
function proposalTerms(kind: string, input: Input): { timeline: string; budget: string } {
  if (kind !== 'project') return { timeline: '', budget: '' };
  const fields: Record<string, string> = {};
  if (!input.timeline) fields.timeline = 'Give a timeline';
  if (!input.budget) fields.budget = 'Give your budget';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'proposal_incomplete', 'Give a timeline and your budget', fields);
  return { timeline: input.timeline, budget: input.budget };
}

/**
 * POST /jobs/:jobId/applications: one application (or, on a project, one proposal) per member
 * per open listing, never to your own.
 */
export async function apply(deps: JobsDeps, applicantId: string, jobId: string, input: Input): Promise<MyApplication> {
  const now = deps.now();
  const id = newId();
  let posterId = '';
  let project = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await jobRow(trx, jobId);
      posterId = row.posterId;
      project = row.kind === 'project';
      if (!isActive(row, now)) {
        throw project
          ? new AppError(409, 'project_closed', 'This project no longer takes proposals')
          : new AppError(409, 'job_closed', 'This job no longer takes applications');
      }
      if ((await readerView(trx, applicantId, [row])).get(row.id)!.canManage) {
        throw new AppError(409, 'own_job', 'You manage this job: you cannot apply to it');
      }
      const terms = proposalTerms(row.kind, input);
      const answers = answersFor(await repo.questionsOf(trx, jobId), input.answers);
      if (input.cvId !== null) await ownCv(trx, applicantId, input.cvId);
      await apps.insertApplication(trx, {
        id,
        jobId,
        applicantId,
        cvId: input.cvId,
        coverLetter: input.coverLetter,
        ...terms,
        answers: JSON.stringify(answers),
        now: now.toISOString(),
      });
      const applicant = await trx
        .selectFrom('user')
        .select(['firstName', 'lastName'])
        .where('id', '=', applicantId)
        .executeTakeFirstOrThrow();
      await notify(trx, {
        userId: row.posterId,
        type: 'other',
        kind: 'job.application_received',
        params: { jobTitle: row.title, applicantName: `${applicant.firstName} ${applicant.lastName}`, listing: row.kind },
        data: { jobId, applicationId: id },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw project ? alreadyProposed() : alreadyApplied();
    throw err;
  }
  await deps.caches.memberChanged(posterId);
  await readersChanged(deps, applicantId);
  return myApplication(deps, applicantId, id);
}

const alreadyApplied = () => new AppError(409, 'already_applied', 'You have already applied to this job');
const alreadyProposed = () => new AppError(409, 'already_proposed', 'You have already sent a proposal for this project');

async function myApplication(deps: JobsDeps, applicantId: string, id: string): Promise<MyApplication> {
  const items = await myApplications(deps, applicantId, [id]);
  return items[0]!;
}

/** The member's applications (all, or those of `only`), newest first, each with its job. */
async function myApplications(deps: JobsDeps, applicantId: string, only?: string[]): Promise<MyApplication[]> {
  const now = deps.now();
  const rows = (await apps.applicationsOf(deps.db, applicantId, MY_APPLICATIONS_MAX)).filter((r) => !only || only.includes(r.id));
  const reader = { id: applicantId, profile: await matchProfile(deps.db, applicantId, now) };
  const jobs = new Map(
    (
      await summaries(
        deps.db,
        reader,
        rows.map((r) => r.jobId),
        now,
      )
    ).map((j) => [j.id, j]),
  );
  return rows.flatMap((r) => {
    const job = jobs.get(r.jobId);
    if (!job) return [];
    return [{ id: r.id, status: r.status as ApplicationStatus, appliedAt: iso(r.createdAt), updatedAt: iso(r.updatedAt), job }];
  });
}

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

export async function listMine(deps: JobsDeps, applicantId: string): Promise<{ items: MyApplication[] }> {
  return { items: await myApplications(deps, applicantId) };
}

/** POST /applications/:id/withdraw: the applicant steps out while the application is pending. */
export async function withdraw(deps: JobsDeps, applicantId: string, applicationId: string): Promise<MyApplication> {
  const row = await apps.applicationById(deps.db, applicationId);
  if (!row || row.applicantId !== applicantId) throw applicationNotFound();
  const moved = row.status === 'pending' && (await apps.moveApplication(deps.db, row.id, 'pending', 'withdrawn', deps.now().toISOString()));
  if (!moved) throw new AppError(409, 'not_withdrawable', 'Only a pending application can be withdrawn');
  await readersChanged(deps, applicantId);
  return myApplication(deps, applicantId, applicationId);
}

/** The application when the reader is its applicant or manages its job; 404 to anyone else. */
export async function readableApplication(deps: JobsDeps, readerId: string, applicationId: string) {
  const row = await apps.applicationById(deps.db, applicationId);
  if (!row) throw applicationNotFound();
  if (row.applicantId === readerId) return row;
  const job = await jobRow(deps.db, row.jobId);
  if (!(await readerView(deps.db, readerId, [job])).get(job.id)!.canManage) throw applicationNotFound();
  return row;
}

/**
 * PATCH /applications/:id: the poster's (or a recruiter's) move along APPLICATION_MOVES (a
 * project's proposals: PROPOSAL_MOVES). Of two moves at once the second is refused (it was made
 * on a state that is gone); of two awards on one project the second too (a unique index). An
 * award closes the project. The applicant is told in their language, live when online.
 */
export async function move(
  deps: JobsDeps,
  readerId: string,
  applicationId: string,
  to: ApplicationStatus,
): Promise<{ applicantId: string; jobId: string }> {
  const row = await apps.applicationById(deps.db, applicationId);
  if (!row) throw applicationNotFound();
  const job = await jobRow(deps.db, row.jobId);
  // To anyone but the job's managers an application does not exist (no probing by id).
  if (!(await readerView(deps.db, readerId, [job])).get(job.id)!.canManage) throw applicationNotFound();
  // An applicant who deleted their account (ADR 062) stays in the records only: nobody is left to shortlist, hire or tell.
  const [applicant] = await apps.applicantsInfo(deps.db, [row.applicantId]);
  if (applicant?.erasedAt) {
    throw new AppError(409, 'applicant_deleted', 'This member deleted their account: their application can no longer change');
  }
  const from = row.status as ApplicationStatus;
  const project = job.kind === 'project';
  if (!(project ? PROPOSAL_MOVES : APPLICATION_MOVES)[from].includes(to)) {
    throw new AppError(409, 'invalid_transition', `An application that is ${from} cannot become ${to}`, undefined, {
      params: { from, to },
    });
  }
  const now = deps.now().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await apps.moveApplication(trx, row.id, from, to, now))) {
        throw new AppError(409, 'application_changed', 'This application changed meanwhile: reload to see its status');
      }
      if (to === 'awarded') await repo.setStatus(trx, job.id, 'closed', now);
      await notify(trx, {
        userId: row.applicantId,
        type: 'other',
        kind: 'job.application_status',
        params: { jobTitle: job.title, status: to, listing: job.kind },
        data: { jobId: job.id, applicationId: row.id, path: '/app/jobs?tab=applications' },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'already_awarded', 'This project has already been awarded');
    throw err;
  }
  await deps.caches.memberChanged(row.applicantId);
  if (to === 'awarded') await listingsChanged(deps);
  return { applicantId: row.applicantId, jobId: job.id };
}
