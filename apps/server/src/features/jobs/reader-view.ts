import type { ApplicationStatus, JobDetail, JobSummary } from '@skilllink/contracts/jobs';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { groupBy } from '../../platform/group-by.js';
import { asListing, toJobDetail, toJobSummary, type JobExtras } from './jobs.presenter.js';
import * as repo from './jobs.repository.js';
import type { JobRow, SummaryRow } from './jobs.repository.js';
import { matchListing, type MatchProfile } from './match-score.js';

/**
 * Jobs as one reader sees them: with their skills, counts, the reader's saved flag and
 * application, and whether they manage the job. Five queries whatever the number of jobs.
 */
export async function readerView(db: DB, readerId: string, rows: readonly SummaryRow[]): Promise<Map<string, JobExtras>> {
  const ids = rows.map((r) => r.id);
  const companyIds = [...new Set(rows.map((r) => r.companyId).filter((c): c is string => c !== null))];
  const [skills, counts, saved, applications, managed] = await Promise.all([
    repo.skillsOf(db, ids),
    repo.applicationCounts(db, ids),
    repo.savedAmong(db, readerId, ids),
    repo.applicationsAmong(db, readerId, ids),
    repo.companiesManagedAmong(db, readerId, companyIds),
  ]);
  const savedIds = new Set(saved.map((s) => s.jobId));
  const skillsBy = groupBy(skills, (s) => s.jobId);
  const countBy = new Map<string, number>();
  const statusesBy = new Map<string, Set<string>>();
  for (const c of counts) {
    countBy.set(c.jobId, (countBy.get(c.jobId) ?? 0) + Number(c.n));
    statusesBy.set(c.jobId, (statusesBy.get(c.jobId) ?? new Set()).add(c.status));
  }
  const applicationBy = new Map(applications.map((a) => [a.jobId, a]));
  const managedCompanies = new Set(managed.map((m) => m.companyId));
  const extras = new Map<string, JobExtras>();
  for (const row of rows) {
    const mine = applicationBy.get(row.id);
    extras.set(row.id, {
      skills: (skillsBy.get(row.id) ?? []).map((s) => ({ key: s.skillKey, name: s.name })),
      applications: countBy.get(row.id) ?? 0,
      proposalStatuses: statusesBy.get(row.id) ?? new Set(),
      saved: savedIds.has(row.id),
      myApplication: mine ? { id: mine.id, status: mine.status as ApplicationStatus } : null,
      canManage: row.posterId === readerId || (row.companyId !== null && managedCompanies.has(row.companyId)),
    });
  }
  return extras;
}

/** The jobs of `ids` as summaries for the reader, in the order of `ids` (missing ones skipped). */
export async function summaries(
  db: DB,
  reader: { id: string; profile: MatchProfile },
  ids: readonly string[],
  now: Date,
): Promise<JobSummary[]> {
  const rows = await repo.summaryRowsByIds(db, ids);
  const extras = await readerView(db, reader.id, rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const extra = extras.get(id)!;
    return [toJobSummary(row, extra, matchListing(reader.profile, asListing(row, extra.skills)), now)];
  });
}

export const jobNotFound = () => new AppError(404, 'job_not_found', 'Job not found');

/** One job's row, or 404. */
export async function jobRow(db: DB, jobId: string): Promise<JobRow> {
  const [row] = await repo.jobsByIds(db, [jobId]);
  if (!row) throw jobNotFound();
  return row;
}

export async function detail(db: DB, reader: { id: string; profile: MatchProfile }, jobId: string, now: Date): Promise<JobDetail> {
  const row = await jobRow(db, jobId);
  const [extras, questions] = await Promise.all([readerView(db, reader.id, [row]), repo.questionsOf(db, jobId)]);
  return toJobDetail(row, extras.get(row.id)!, reader.profile, questions, now);
}

/** The job's row when the reader may manage it (its poster or its company's recruiters), else 403. */
export async function managedJob(db: DB, readerId: string, jobId: string): Promise<JobRow> {
  const row = await jobRow(db, jobId);
  const extras = await readerView(db, readerId, [row]);
  // The job itself is public to members, so a refusal says why rather than pretend it is not there.
  if (!extras.get(row.id)!.canManage)
    throw new AppError(403, 'not_job_manager', "Only the job's poster or its company's recruiters can do this");
  return row;
}
