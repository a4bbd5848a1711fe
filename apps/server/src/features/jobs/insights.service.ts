import type { Currency, MarketInsights, ProfileStrength } from '@skilllink/contracts/jobs';
import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

const TOP_SKILLS = 6;
const TOP_ROLES = 5;
const TOP_CITIES = 5;

/** Open jobs at `now`: not closed, deadline not passed (the listing's own rule, in SQL). */
const openJobs = (now: string) => sql`j.status = 'open' and (j.deadline is null or j.deadline > ${now})`;

const median = (sorted: readonly number[]) => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/**
 * Market insights computed from the open listings (docs/computations.md "Jobs"): the skills
 * most asked for, the median yearly salary per role — a role named by the jobs' first skill —
 * and currency, and openings per city.
 */
export async function marketInsights(db: DB, now: string): Promise<MarketInsights> {
  const [skills, salaries, cities, totals] = await Promise.all([
    sql<{ name: string; n: number | string }>`
      select s.name, count(*) as n from job_skill s join job j on j.id = s.job_id
      where ${openJobs(now)} group by s.name order by n desc, s.name limit ${TOP_SKILLS}`.execute(db),
    sql<{ role: string; currency: string; mid: number | string }>`
      select s.name as role, j.salary_currency as currency,
             (coalesce(j.salary_min, j.salary_max) + coalesce(j.salary_max, j.salary_min)) / 2 as mid
      from job j join job_skill s on s.job_id = j.id and s.position = 0
      where ${openJobs(now)} and j.salary_currency is not null and j.salary_period = 'year'`.execute(db),
    // Per location (a few hundred distinct places at most), folded into cities below.
    sql<{ location: string; n: number | string }>`
      select j.location, count(*) as n from job j where ${openJobs(now)} and not j.is_remote group by j.location`.execute(db),
    sql<{ open: number | string; remote: number | string }>`
      select count(*) as open, coalesce(sum(case when j.is_remote then 1 else 0 end), 0) as remote from job j where ${openJobs(now)}`.execute(
      db,
    ),
  ]);
  const groups = new Map<string, number[]>();
  for (const r of salaries.rows) {
    const key = `${r.role}\u0000${r.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), Number(r.mid)]);
  }
  const medianSalaries = [...groups.entries()]
    .map(([key, mids]) => {
      const [title, currency] = key.split('\u0000') as [string, Currency];
      return { title, currency, median: median(mids.sort((a, b) => a - b)), jobs: mids.length };
    })
    .sort((a, b) => b.jobs - a.jobs || a.title.localeCompare(b.title))
    .slice(0, TOP_ROLES);
  const byCity = new Map<string, number>();
  for (const r of cities.rows) {
    const city = r.location.split(',')[0]!.trim();
    byCity.set(city, (byCity.get(city) ?? 0) + Number(r.n));
  }
  const openingsByCity = [...byCity.entries()]
    .map(([city, openings]) => ({ city, openings }))
    .sort((a, b) => b.openings - a.openings || a.city.localeCompare(b.city))
    .slice(0, TOP_CITIES);
  return {
    topSkills: skills.rows.map((r) => ({ name: r.name, openings: Number(r.n) })),
    medianSalaries,
    openingsByCity,
    openJobs: Number(totals.rows[0]?.open ?? 0),
    remoteJobs: Number(totals.rows[0]?.remote ?? 0),
  };
}

/** Each step's share of profile strength (sums to 100; docs/computations.md "Jobs"). */
const STRENGTH: Record<ProfileStrength['missing'][number], number> = {
  photo: 10,
  title: 15,
  bio: 10,
  location: 10,
  skills: 20,
  experience: 20,
  education: 10,
  certificate: 5,
};
/** Skills count once the profile names this many. */
export const STRENGTH_SKILLS = 3;

export async function profileStrength(db: DB, userId: string): Promise<ProfileStrength> {
  const count = (table: 'memberSkill' | 'experience' | 'education' | 'certificate') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const [user, skills, experience, education, certificates] = await Promise.all([
    db.selectFrom('user').select(['avatar', 'title', 'bio', 'location']).where('id', '=', userId).executeTakeFirstOrThrow(),
    count('memberSkill'),
    count('experience'),
    count('education'),
    count('certificate'),
  ]);
  const has: Record<keyof typeof STRENGTH, boolean> = {
    photo: Boolean(user.avatar),
    title: user.title.trim() !== '',
    bio: user.bio.trim() !== '',
    location: user.location.trim() !== '',
    skills: skills >= STRENGTH_SKILLS,
    experience: experience > 0,
    education: education > 0,
    certificate: certificates > 0,
  };
  const steps = Object.keys(STRENGTH) as Array<keyof typeof STRENGTH>;
  return {
    percent: steps.reduce((sum, step) => sum + (has[step] ? STRENGTH[step] : 0), 0),
    missing: steps.filter((step) => !has[step]),
  };
}
