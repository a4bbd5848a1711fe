import type { Insertable } from 'kysely';
import type { DB } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { foldText } from '../platform/search-text.js';
import { generator, memberId } from './bulk.js';

/**
 * Listings for load tests (issue 22: 100,000 jobs and 50,000 freelance projects), posted by the
 * bulk members: believable titles, places, salaries (or budgets) in the place's currency, 2–5
 * catalogue skills each, posted one after the other over the last 90 days — every third listing
 * a project — a tenth closed. Deterministic, and idempotent: nothing is added when bulk jobs exist.
 */

const ROLES = [
  ['Frontend Developer', ['React', 'TypeScript', 'JavaScript', 'CSS', 'HTML']],
  ['Backend Engineer', ['Node.js', 'Python', 'SQL', 'PostgreSQL', 'Docker']],
  ['Data Analyst', ['SQL', 'Excel', 'Power BI', 'Python', 'Statistics']],
  ['Product Designer', ['Figma', 'UI/UX Design', 'User Research', 'Product Design']],
  ['Mobile Developer', ['Flutter', 'Kotlin', 'React Native', 'Swift']],
  ['Digital Marketer', ['Digital Marketing', 'SEO', 'Content Writing', 'Social Media Marketing']],
  ['Machine Learning Engineer', ['Python', 'AI/Machine Learning', 'Deep Learning', 'SQL']],
  ['Project Manager', ['Project Management', 'Agile', 'Communication']],
] as const;
const PREFIXES = ['', 'Senior ', 'Junior ', 'Lead ', ''];
const PLACES: Array<[location: string, currency: string, yearlyBase: number]> = [
  ['Accra, Ghana', 'GHS', 90_000],
  ['Kumasi, Ghana', 'GHS', 70_000],
  ['Lagos, Nigeria', 'NGN', 12_000_000],
  ['Nairobi, Kenya', 'KES', 2_400_000],
  ['Kigali, Rwanda', 'RWF', 12_000_000],
  ['Johannesburg, South Africa', 'ZAR', 480_000],
  ['Dakar, Senegal', 'XOF', 9_000_000],
  ['Abidjan, Côte d’Ivoire', 'XOF', 9_000_000],
];
const TYPES = ['full-time', 'full-time', 'full-time', 'contract', 'part-time', 'internship'];
const PROJECT_TYPES = ['design', 'development', 'development', 'data'];
const DURATIONS = ['1 week', '2 weeks', '1 month', '6 weeks', '3 months'];
const LEVELS = ['entry', 'mid', 'mid', 'senior', 'executive'];
const ROWS_PER_INSERT = 500;
const JOBS_PER_TRANSACTION = 5_000;
const DAY = 86_400_000;

export const bulkJobId = (n: number) => `bulkj-${String(n).padStart(7, '0')}`;

/**
 * Adds `jobs` jobs and half as many projects, posted by the first `posters` bulk members;
 * returns how many listings were added.
 */
export async function seedBulkJobs(db: DB, jobCount: number, posters: number): Promise<number> {
  const total = jobCount + Math.floor(jobCount / 2);
  const existing = await db.selectFrom('job').select('id').where('id', 'like', 'bulkj-%').limit(1).executeTakeFirst();
  if (existing || jobCount <= 0 || posters <= 0) return 0;
  const catalogue = new Map(
    (await db.selectFrom('skillCatalog').select(['nameKey', 'name']).execute()).map((s) => [s.nameKey, s.name] as const),
  );
  const rand = generator(22);
  const now = Date.now();
  let jobs: Insertable<Database['job']>[] = [];
  let skills: Insertable<Database['jobSkill']>[] = [];
  let added = 0;
  const flush = async () => {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < jobs.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('job')
          .values(jobs.slice(i, i + ROWS_PER_INSERT))
          .execute();
      for (let i = 0; i < skills.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('jobSkill')
          .values(skills.slice(i, i + ROWS_PER_INSERT))
          .execute();
    });
    added += jobs.length;
    jobs = [];
    skills = [];
  };
  for (let n = 0; n < total; n += 1) {
    const id = bulkJobId(n);
    const project = n % 3 === 2;
    const [role, roleSkills] = rand.pick(ROLES);
    const title = `${rand.pick(PREFIXES)}${role}`;
    const [location, currency, base] = rand.pick(PLACES);
    const remote = rand.next() < 0.15;
    const chosen = roleSkills.filter((name) => catalogue.has(name.toLowerCase())).filter(() => rand.next() < 0.7);
    const names = (chosen.length >= 2 ? chosen : roleSkills.filter((name) => catalogue.has(name.toLowerCase())).slice(0, 2)).slice(0, 5);
    // A project's budget is a few weeks' pay for the whole work.
    const min = Math.round((base * (0.6 + rand.next()) * (project ? 0.08 : 1)) / 1000) * 1000;
    const disclosed = rand.next() > 0.2;
    // Posted over the last 90 days in the order inserted, as members post (ADR 051: search reads posting order from the index).
    const postedAt = new Date(now - Math.floor(((total - n) * 90 * DAY) / total)).toISOString();
    const description = `${title} in ${location.split(',')[0]}: join a growing team building products used across Africa.`;
    jobs.push({
      id,
      posterId: memberId(n % posters),
      companyId: null,
      title,
      location,
      locationKey: foldText(location),
      kind: project ? 'project' : 'job',
      type: project ? rand.pick(PROJECT_TYPES) : rand.pick(TYPES),
      experienceLevel: rand.pick(LEVELS),
      salaryMin: disclosed ? min : null,
      salaryMax: disclosed ? Math.round(min * 1.4) : null,
      salaryCurrency: disclosed ? currency : null,
      salaryPeriod: disclosed && !project ? 'year' : null,
      duration: project ? rand.pick(DURATIONS) : null,
      isRemote: remote,
      description,
      requirements: '[]',
      responsibilities: '[]',
      benefits: '[]',
      deadline: null,
      status: rand.next() < 0.1 ? 'closed' : 'open',
      searchText: foldText([title, names.join(' '), location, description].join(' ')),
      postedAt,
      createdAt: postedAt,
      updatedAt: postedAt,
    });
    names.forEach((name, position) =>
      skills.push({ jobId: id, skillKey: name.toLowerCase(), name: catalogue.get(name.toLowerCase())!, position }),
    );
    if (jobs.length >= JOBS_PER_TRANSACTION) await flush();
  }
  if (jobs.length) await flush();
  return added;
}
