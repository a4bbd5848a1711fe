import {
  JOBS_COUNT_CAP,
  JOBS_PAGE_SIZE,
  RECOMMENDED_JOBS_MAX,
  RECOMMENDED_JOBS_MIN_SCORE,
  type JobsPage,
  type JobSummary,
} from '@skilllink/contracts/jobs';
import type { JobsQuery } from '@skilllink/contracts/jobs';
import type { z } from 'zod';
import { foldText, searchTerms } from '../../platform/search-text.js';
import { candidatesOf, matchingCandidates, rank } from './candidates.js';
import { matchProfile } from './member-profile.repository.js';
import * as repo from './jobs.repository.js';
import { jobRow, summaries } from './reader-view.js';
import { readersChanged, type JobsDeps } from './route-options.js';
import * as search from './search.repository.js';
import { skillKey } from './skills.js';

type Query = z.output<typeof JobsQuery>;

/** Ranked searches score the newest this many matches (a bound on the work per search, ADR 051). */
export const RANKED_CANDIDATES = JOBS_COUNT_CAP;
const DAY_MS = 86_400_000;
const POSTED_WITHIN: Record<Query['datePosted'], number | null> = { all: null, today: 1, week: 7, month: 30 };

/** Whether the query is the page every visit opens first: no words, no filter, newest, page 1. */
export function isDefaultListing(q: Query): boolean {
  return (
    q.kind === 'job' &&
    q.q === '' &&
    q.type === 'all' &&
    q.experience === 'all' &&
    q.location === '' &&
    q.remote === undefined &&
    q.skills.length === 0 &&
    q.currency === undefined &&
    q.salaryMin === undefined &&
    q.datePosted === 'all' &&
    (q.sort ?? 'newest') === 'newest' &&
    q.page === 1 &&
    q.limit === JOBS_PAGE_SIZE
  );
}

/** The search's filters as the search repository reads them (job alerts match with the same, alerts.matcher.ts). */
export function filtersOf(q: Omit<Query, 'limit'>, now: Date): search.JobFilters {
  const days = POSTED_WITHIN[q.datePosted];
  return {
    kind: q.kind,
    terms: searchTerms(q.q),
    type: q.type === 'all' ? null : q.type,
    experience: q.experience === 'all' ? null : q.experience,
    location: foldText(q.location),
    remote: q.remote ?? null,
    skillKeys: q.skills.map(skillKey),
    salary: q.currency && q.salaryMin !== undefined ? { currency: q.currency, min: q.salaryMin } : null,
    postedAfter: days === null ? null : new Date(now.getTime() - days * DAY_MS).toISOString(),
    now: now.toISOString(),
  };
}

/**
 * GET /jobs: open jobs (or, with kind=project, open freelance projects) matching the search and filters, 20 a page (`limit`: fewer, for data saver). Sorted by match score when
 * there is a query (spec §4) or when asked, else newest first; ranking reads the newest
 * RANKED_CANDIDATES matches.
 */
export async function searchJobs(deps: JobsDeps, readerId: string, q: Query): Promise<JobsPage> {
  const { db } = deps;
  const now = deps.now();
  const filters = filtersOf(q, now);
  const sort = q.sort ?? (filters.terms.length > 0 ? 'match' : 'newest');
  const size = q.limit;
  const offset = (q.page - 1) * size;
  return deps.heavyReads.run(async () => {
    const profile = await matchProfile(db, readerId, now);
    const reader = { id: readerId, profile };
    let ids: string[];
    let total: number;
    if (sort === 'newest') {
      // One read gives the page and the count (up to the cap) on the first pages.
      const upTo = Math.max(JOBS_COUNT_CAP, offset + size + 1);
      const matches = await matchingCandidates(db, deps.searches, filters, upTo);
      ids = matches.slice(offset, offset + size + 1).map((c) => c.id);
      total = Math.min(matches.length, JOBS_COUNT_CAP);
    } else {
      // The candidates are the count too: ranking reads them all anyway.
      const candidates = await matchingCandidates(db, deps.searches, filters, RANKED_CANDIDATES);
      total = candidates.length;
      ids = rank(profile, candidates)
        .slice(offset, offset + size + 1)
        .map((j) => j.id);
    }
    const items = await summaries(db, reader, ids.slice(0, size), now);
    return { items, total, page: q.page, hasMore: ids.length > size };
  });
}

/** Recommended jobs (spec §9): open jobs sharing a skill with the member, score above 50, best 8. */
export async function recommendedJobs(deps: JobsDeps, readerId: string): Promise<JobSummary[]> {
  const now = deps.now();
  const profile = await matchProfile(deps.db, readerId, now);
  const reader = { id: readerId, profile };
  const ids = await search.jobsWithSkills(deps.db, [...profile.skillKeys], now.toISOString(), RANKED_CANDIDATES);
  const best = rank(profile, await candidatesOf(deps.db, ids))
    .filter((j) => j.score > RECOMMENDED_JOBS_MIN_SCORE)
    .slice(0, RECOMMENDED_JOBS_MAX);
  const items = await summaries(
    deps.db,
    reader,
    best.map((j) => j.id),
    now,
  );
  // A job the member posted or already applied to is not a recommendation.
  return items.filter((j) => !j.postedByMe && !j.myApplication);
}

/** The most a Saved or Posted tab lists (a member with more searches instead). */
export const OWN_LIST_MAX = 200;

export async function savedJobs(deps: JobsDeps, readerId: string): Promise<{ items: JobSummary[] }> {
  const now = deps.now();
  const ids = (await repo.savedJobIds(deps.db, readerId, OWN_LIST_MAX)).map((r) => r.jobId);
  return { items: await summaries(deps.db, { id: readerId, profile: await matchProfile(deps.db, readerId, now) }, ids, now) };
}

export async function managedJobs(deps: JobsDeps, readerId: string): Promise<{ items: JobSummary[] }> {
  const now = deps.now();
  const ids = (await repo.managedJobIds(deps.db, readerId, OWN_LIST_MAX)).map((r) => r.id);
  return { items: await summaries(deps.db, { id: readerId, profile: await matchProfile(deps.db, readerId, now) }, ids, now) };
}

/** Save or unsave (idempotent); the job must exist. */
export async function setSaved(deps: JobsDeps, readerId: string, jobId: string, saved: boolean): Promise<{ saved: boolean }> {
  await jobRow(deps.db, jobId);
  if (saved) await repo.save(deps.db, readerId, jobId, deps.now().toISOString());
  else await repo.unsave(deps.db, readerId, jobId);
  await readersChanged(deps, readerId);
  return { saved };
}
