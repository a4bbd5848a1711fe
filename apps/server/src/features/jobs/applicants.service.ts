import type { Applicant, ApplicantsPage, ApplicationDetail, ApplicationStatus } from '@skilllink/contracts/jobs';
import type { ApplicantsQuery } from '@skilllink/contracts/jobs';
import type { z } from 'zod';
import { toIso } from '../../db/database.js';
import { deletedMemberName } from '../../platform/deleted-member.js';
import type { Language } from '../../platform/i18n/language.js';
import * as apps from './applications.repository.js';
import type { ApplicationRow } from './applications.repository.js';
import { applicationNotFound } from './applications.service.js';
import { cvSizes } from './cvs.js';
import { asListing } from './jobs.presenter.js';
import type { JobRow } from './jobs.repository.js';
import * as repo from './jobs.repository.js';
import { matchListing } from './match-score.js';
import { matchProfile, matchProfiles } from './member-profile.repository.js';
import { jobRow, managedJob, readerView, summaries } from './reader-view.js';
import type { JobsDeps } from './route-options.js';

type Query = z.output<typeof ApplicantsQuery>;

/** The most applicants one job's page lists (newest first before sorting). */
export const APPLICANTS_MAX = 500;

function parseAnswers(json: string): Array<{ question: string; answer: string }> {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as Array<{ question: string; answer: string }>) : [];
}

type Person = Awaited<ReturnType<typeof apps.applicantsInfo>>[number];

/**
 * Who applied. An applicant who deleted their account stays in the managers' records (ADR 062),
 * as "Deleted member" in the reader's language, with nothing of the profile they erased.
 */
const applicantCard = (person: Person, language: Language): Applicant['member'] =>
  person.erasedAt
    ? { id: person.id, name: deletedMemberName(language), avatar: null, title: '', location: '' }
    : {
        id: person.id,
        name: `${person.firstName} ${person.lastName}`,
        avatar: person.avatar,
        title: person.title,
        location: person.location,
      };

/** Applications as the job's managers see them: who, their match, their certificates. */
async function applicants(deps: JobsDeps, job: JobRow, rows: readonly ApplicationRow[], language: Language): Promise<Applicant[]> {
  const ids = rows.map((r) => r.applicantId);
  const [people, certificates, profiles, skills, cvs] = await Promise.all([
    apps.applicantsInfo(deps.db, ids),
    apps.certificatesOf(deps.db, ids),
    matchProfiles(deps.db, ids, deps.now()),
    repo.skillsOf(deps.db, [job.id]),
    cvSizes(
      deps.db,
      rows.flatMap((r) => (r.cvId ? [r.cvId] : [])),
    ),
  ]);
  const listing = asListing(
    job,
    skills.map((s) => ({ key: s.skillKey, name: s.name })),
  );
  return rows.flatMap((r) => {
    const person = people.find((p) => p.id === r.applicantId);
    const profile = profiles.get(r.applicantId);
    if (!person || !profile) return [];
    return [
      {
        applicationId: r.id,
        status: r.status as ApplicationStatus,
        appliedAt: toIso(r.createdAt),
        member: applicantCard(person, language),
        // An erased profile has nothing left to match.
        matchScore: person.erasedAt ? 0 : matchListing(profile, listing).score,
        coverLetter: r.coverLetter,
        timeline: r.timeline,
        budget: r.budget,
        answers: parseAnswers(r.answers),
        cv: r.cvId && cvs.has(r.cvId) ? { size: cvs.get(r.cvId)! } : null,
        certificates: certificates
          .filter((c) => c.userId === r.applicantId)
          .map((c) => ({ courseTitle: c.courseTitle, code: c.code, issuedAt: toIso(c.issuedAt) })),
        verifiedSkills: person.erasedAt ? [] : [...profile.verified.values()],
      },
    ];
  });
}

/** GET /jobs/:jobId/applications: the job's managers only (403 to others); `language` is the reader's. */
export async function listApplicants(
  deps: JobsDeps,
  readerId: string,
  jobId: string,
  q: Query,
  language: Language,
): Promise<ApplicantsPage> {
  const now = deps.now();
  const job = await managedJob(deps.db, readerId, jobId);
  const rows = (await apps.applicationsTo(deps.db, jobId, APPLICANTS_MAX)).filter((r) => q.status === 'all' || r.status === q.status);
  const items = await applicants(deps, job, rows, language);
  // Rows come newest first; a stable sort keeps that order among equal scores.
  if (q.sort === 'match') items.sort((a, b) => b.matchScore - a.matchScore);
  const [summary] = await summaries(deps.db, { id: readerId, profile: await matchProfile(deps.db, readerId, now) }, [jobId], now);
  return { job: summary!, items };
}

/** GET /applications/:id: its applicant, or the job's managers; 404 to anyone else; `language` is the reader's. */
export async function applicationDetail(
  deps: JobsDeps,
  readerId: string,
  applicationId: string,
  language: Language,
): Promise<ApplicationDetail> {
  const now = deps.now();
  const row = await apps.applicationById(deps.db, applicationId);
  if (!row) throw applicationNotFound();
  const job = await jobRow(deps.db, row.jobId);
  const mine = row.applicantId === readerId;
  if (!mine && !(await readerView(deps.db, readerId, [job])).get(job.id)!.canManage) throw applicationNotFound();
  const [applicant] = await applicants(deps, job, [row], language);
  const [summary] = await summaries(deps.db, { id: readerId, profile: await matchProfile(deps.db, readerId, now) }, [job.id], now);
  return { ...applicant!, job: summary! };
}
