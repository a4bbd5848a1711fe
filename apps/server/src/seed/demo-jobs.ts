import { JobInput, type ApplicationStatus } from '@skilllink/contracts/jobs';
import type { DB } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { writeNewJob } from '../features/jobs/posting.service.js';
import { foldText } from '../platform/search-text.js';
import { DEMO_COMPANIES, DEMO_JOBS, DEMO_POSTERS, type DemoJob } from './demo-jobs-data.js';
import { DEMO_PROJECTS } from './demo-projects-data.js';
import { demoMembers, DEMO_ACCOUNT } from './demo-members.js';

const DAY = 86_400_000;

/** Ama's own applications, one in every state a member sees (by the job's place among DEMO_JOBS others posted). */
const AMA_APPLIES: ApplicationStatus[] = ['pending', 'reviewing', 'interviewed', 'accepted', 'rejected', 'withdrawn'];
/** Demo members who applied to the job Ama posted, and where each stands. */
const APPLY_TO_AMA: Array<[member: string, status: ApplicationStatus]> = [
  ['kwame.asante', 'pending'],
  ['akosua.boateng', 'reviewing'],
  ['kofi.owusu', 'interviewed'],
  ['yaw.darko', 'rejected'],
];

/** Ama's proposals to others' projects, by the project's place among DEMO_PROJECTS others posted. */
const AMA_PROPOSES: ApplicationStatus[] = ['pending', 'reviewing', 'awarded', 'rejected'];

const jobId = (index: number) => `demo-job-${index}`;
const projectId = (index: number) => `demo-project-${index}`;

/**
 * The demo marketplace (issue 22): the posters' accounts, ~60 jobs and ~20 freelance projects
 * through the same writer as a member's posting (so companies, skills and search text are made
 * the one way), Ama's applications and proposals in every state and applicants to the job she
 * posted. Fixed ids make a second run, or two nodes at once, add nothing.
 */
export async function seedDemoJobs(db: DB, now = new Date()): Promise<void> {
  const ids = await posterIds(db);
  const listings: Array<{ id: string; job: DemoJob }> = [
    ...DEMO_JOBS.map((job, index) => ({ id: jobId(index), job })),
    ...DEMO_PROJECTS.map((job, index) => ({ id: projectId(index), job })),
  ];
  // Oldest first: listings are stored in posting order, which search reads from its index (ADR 051).
  listings.sort((a, b) => b.job.postedDaysAgo - a.job.postedDaysAgo);
  for (const { id, job } of listings) {
    const posterId = ids.get(job.poster);
    if (posterId) await seedListing(db, id, posterId, job, now);
  }
  await describeCompanies(db, now);
  await seedApplications(db, ids, now);
}

async function seedListing(db: DB, id: string, posterId: string, job: DemoJob, now: Date): Promise<void> {
  const { poster: _poster, postedDaysAgo, deadlineInDays, ...input } = job;
  const deadline = deadlineInDays === null ? null : new Date(now.getTime() + deadlineInDays * DAY).toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('job').select('id').where('id', '=', id).executeTakeFirst();
      if (exists) return;
      const postedAt = new Date(now.getTime() - postedDaysAgo * DAY);
      // Parsed as a request would be: the schema's defaults filled in, its limits checked.
      const parsed = JobInput.parse({ ...input, deadline });
      await writeNewJob(trx, { id, posterId, input: parsed, now, postedAt, checkDeadline: false });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}

/** Every poster's member id by key ('ama', the posters, and the demo members by their e-mail's name), all seeded by seedDemo. */
async function posterIds(db: DB): Promise<Map<string, string>> {
  const posters = Object.entries(DEMO_POSTERS);
  const emails = [...posters.map(([, p]) => p.email), ...demoMembers.map((m) => m.email)];
  const rows = await db.selectFrom('user').select(['id', 'email', 'location']).where('email', 'in', emails).execute();
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  const ids = new Map<string, string>();
  for (const [key, p] of posters) {
    const row = byEmail.get(p.email);
    if (!row) continue;
    ids.set(key, row.id);
    // The posters' place, as their profile would say it (accounts are made with a name and title only).
    if (!row.location) await db.updateTable('user').set({ location: p.location }).where('id', '=', row.id).execute();
  }
  for (const m of demoMembers) if (byEmail.has(m.email)) ids.set(m.email.split('@')[0]!, byEmail.get(m.email)!.id);
  if (byEmail.has(DEMO_ACCOUNT.email)) ids.set('ama', byEmail.get(DEMO_ACCOUNT.email)!.id);
  return ids;
}

/** The companies' place and website (a posting makes a company with its name only). */
async function describeCompanies(db: DB, now: Date): Promise<void> {
  for (const c of DEMO_COMPANIES) {
    await db
      .updateTable('company')
      .set({ location: c.location, website: c.website, updatedAt: now.toISOString() })
      .where('nameKey', '=', foldText(c.name))
      .where('website', '=', '')
      .execute();
  }
}

async function seedApplications(db: DB, ids: Map<string, string>, now: Date): Promise<void> {
  const ama = ids.get('ama');
  if (!ama) return;
  const others = DEMO_JOBS.map((job, index) => ({ job, index })).filter(({ job }) => job.poster !== 'ama' && (job.deadlineInDays ?? 1) > 0);
  const plans: Plan[] = [];
  AMA_APPLIES.forEach((status, i) => {
    const target = others[i];
    if (target)
      plans.push({ id: jobId(target.index), job: target.job, member: 'ama', applicantId: ama, status, daysAgo: daysBefore(target.job) });
  });
  const amaJob = DEMO_JOBS.findIndex((job) => job.poster === 'ama');
  for (const [i, [member, status]] of APPLY_TO_AMA.entries()) {
    const applicantId = ids.get(member);
    if (applicantId && amaJob >= 0) plans.push({ id: jobId(amaJob), job: DEMO_JOBS[amaJob]!, member, applicantId, status, daysAgo: i + 1 });
  }
  const projects = DEMO_PROJECTS.map((job, index) => ({ job, index })).filter(({ job }) => (job.deadlineInDays ?? 1) > 0);
  AMA_PROPOSES.forEach((status, i) => {
    const target = projects[i];
    if (target)
      plans.push({
        id: projectId(target.index),
        job: target.job,
        member: 'ama',
        applicantId: ama,
        status,
        daysAgo: daysBefore(target.job),
      });
  });
  for (const plan of plans) await seedApplication(db, plan, now);
}

interface Plan {
  id: string;
  job: DemoJob;
  member: string;
  applicantId: string;
  status: ApplicationStatus;
  daysAgo: number;
}

const daysBefore = (job: DemoJob) => Math.max(0, job.postedDaysAgo - 1);

/** One application (a proposal on a project); an awarded proposal closes its project, as the poster's award does. */
async function seedApplication(db: DB, plan: Plan, now: Date): Promise<void> {
  const { job } = plan;
  const questions = await db.selectFrom('jobQuestion').select('text').where('jobId', '=', plan.id).orderBy('position').execute();
  const at = new Date(now.getTime() - plan.daysAgo * DAY).toISOString();
  const project = job.kind === 'project';
  await db
    .insertInto('jobApplication')
    .values({
      id: `demo-application-${plan.id.replace('demo-', '')}-${plan.member}`,
      jobId: plan.id,
      applicantId: plan.applicantId,
      status: plan.status,
      coverLetter: project
        ? `I have delivered similar work for clients in Accra and would be glad to take on “${job.title}”.`
        : `I would love to bring my experience to ${job.companyName || 'your team'} as ${job.title}.`,
      timeline: project ? (job.duration ?? '4 weeks') : '',
      budget: project && job.budget ? `${job.budget.currency} ${(job.budget.max ?? job.budget.min ?? 0).toLocaleString('en')}` : '',
      answers: JSON.stringify(questions.map((q) => ({ question: q.text, answer: 'Happy to discuss this in an interview.' }))),
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (plan.status === 'awarded') await db.updateTable('job').set({ status: 'closed', updatedAt: at }).where('id', '=', plan.id).execute();
}
