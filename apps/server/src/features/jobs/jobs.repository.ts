import type { Insertable, Updateable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { JobTable } from '../../db/schema-jobs.js';

// Kysely queries for jobs, their skills and questions, and what the reader has to do with
// them (saved, applied). Only rows: jobs.presenter.ts makes API objects of them.

const SHOWN_UNDER = [
  'c.name as companyName',
  'c.logo as companyLogo',
  'u.firstName as posterFirstName',
  'u.lastName as posterLastName',
  'u.avatar as posterAvatar',
] as const;

/** What a listing card shows: no long texts (description, requirements, search text), which a page of 20 would copy for nothing. */
const SUMMARY_COLUMNS = [
  'j.id',
  'j.posterId',
  'j.companyId',
  'j.kind',
  'j.title',
  'j.location',
  'j.type',
  'j.experienceLevel',
  'j.salaryMin',
  'j.salaryMax',
  'j.salaryCurrency',
  'j.salaryPeriod',
  'j.duration',
  'j.isRemote',
  'j.deadline',
  'j.status',
  'j.postedAt',
] as const;

const withShownUnder = (db: DB) =>
  db.selectFrom('job as j').innerJoin('user as u', 'u.id', 'j.posterId').leftJoin('company as c', 'c.id', 'j.companyId');

/** Jobs as their cards show them, with the name and logo each is shown under (its company's, else its poster's name). */
export function summaryRowsByIds(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return withShownUnder(db)
    .select([...SUMMARY_COLUMNS, ...SHOWN_UNDER])
    .where('j.id', 'in', ids)
    .execute();
}
export type SummaryRow = Awaited<ReturnType<typeof summaryRowsByIds>>[number];

/** Whole jobs (every column), shown under the same name and logo. */
export function jobsByIds(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return withShownUnder(db).selectAll('j').select(SHOWN_UNDER).where('j.id', 'in', ids).execute();
}
export type JobRow = Awaited<ReturnType<typeof jobsByIds>>[number];

/** What the match score reads of each job, and nothing else: ranking reads hundreds. */
export function rankingRows(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('job').select(['id', 'title', 'location', 'isRemote', 'experienceLevel']).where('id', 'in', ids).execute();
}

/** The listings' skills in the poster's order. */
export function skillsOf(db: DB, jobIds: readonly string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobSkill')
    .select(['jobId', 'skillKey', 'name'])
    .where('jobId', 'in', jobIds)
    .orderBy('jobId')
    .orderBy('position')
    .execute();
}

export function questionsOf(db: DB, jobId: string) {
  return db.selectFrom('jobQuestion').select(['id', 'text']).where('jobId', '=', jobId).orderBy('position').execute();
}

/**
 * Applications per job and status, withdrawn ones excepted: counted, never stored (issue 22).
 * The statuses also give a project's own status (in review, awarded).
 */
export function applicationCounts(db: DB, jobIds: readonly string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobApplication')
    .select((eb) => ['jobId', 'status', eb.fn.countAll<number | string>().as('n')])
    .where('jobId', 'in', jobIds)
    .where('status', '<>', 'withdrawn')
    .groupBy(['jobId', 'status'])
    .execute();
}

export function savedAmong(db: DB, userId: string, jobIds: readonly string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('savedJob').select('jobId').where('userId', '=', userId).where('jobId', 'in', jobIds).execute();
}

export function applicationsAmong(db: DB, userId: string, jobIds: readonly string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('jobApplication')
    .select(['id', 'jobId', 'status'])
    .where('applicantId', '=', userId)
    .where('jobId', 'in', jobIds)
    .execute();
}

/** The companies the member manages or recruits for, among these. */
export function companiesManagedAmong(db: DB, userId: string, companyIds: readonly string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('companyMember').select('companyId').where('userId', '=', userId).where('companyId', 'in', companyIds).execute();
}

export async function insertJob(
  db: DB,
  job: Insertable<JobTable>,
  skills: ReadonlyArray<{ key: string; name: string }>,
  questions: readonly string[],
  newId: () => string,
): Promise<void> {
  await db.insertInto('job').values(job).execute();
  await insertSkills(db, job.id, skills);
  await replaceQuestions(db, job.id, questions, newId);
}

export async function updateJob(
  db: DB,
  id: string,
  changes: Updateable<JobTable>,
  skills: ReadonlyArray<{ key: string; name: string }>,
  questions: readonly string[],
  newId: () => string,
): Promise<void> {
  await db.updateTable('job').set(changes).where('id', '=', id).execute();
  await db.deleteFrom('jobSkill').where('jobId', '=', id).execute();
  await replaceQuestions(db, id, questions, newId);
  await insertSkills(db, id, skills);
}

async function insertSkills(db: DB, jobId: string, skills: ReadonlyArray<{ key: string; name: string }>) {
  if (skills.length === 0) return;
  await db
    .insertInto('jobSkill')
    .values(skills.map((s, position) => ({ jobId, skillKey: s.key, name: s.name, position })))
    .execute();
}

/** Questions are replaced whole: answers already given keep the question's text with them. */
async function replaceQuestions(db: DB, jobId: string, questions: readonly string[], newId: () => string) {
  await db.deleteFrom('jobQuestion').where('jobId', '=', jobId).execute();
  if (questions.length === 0) return;
  await db
    .insertInto('jobQuestion')
    .values(questions.map((text, position) => ({ id: newId(), jobId, position, text })))
    .execute();
}

export function setStatus(db: DB, id: string, status: 'open' | 'closed', now: string) {
  return db.updateTable('job').set({ status, updatedAt: now }).where('id', '=', id).execute();
}

/** How many listings the member posted since `since` (the posting limit). */
export async function postedSince(db: DB, posterId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('job')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('posterId', '=', posterId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's own listings and their companies', newest first (bounded: a poster's page). */
export function managedJobIds(db: DB, userId: string, limit: number) {
  return db
    .selectFrom('job')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('posterId', '=', userId),
        eb('companyId', 'in', eb.selectFrom('companyMember').select('companyId').where('userId', '=', userId)),
      ]),
    )
    .orderBy('postedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function savedJobIds(db: DB, userId: string, limit: number) {
  return db.selectFrom('savedJob').select('jobId').where('userId', '=', userId).orderBy('createdAt', 'desc').limit(limit).execute();
}

export async function save(db: DB, userId: string, jobId: string, now: string): Promise<void> {
  await db
    .insertInto('savedJob')
    .values({ userId, jobId, createdAt: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function unsave(db: DB, userId: string, jobId: string): Promise<void> {
  await db.deleteFrom('savedJob').where('userId', '=', userId).where('jobId', '=', jobId).execute();
}
