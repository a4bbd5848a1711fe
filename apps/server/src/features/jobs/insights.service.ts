import type { Currency, MarketInsights, ProfileStrength } from '@skilllink/contracts/jobs';
import { sql, type SqlBool } from 'kysely';
import { toBool, type DB } from '../../db/database.js';
import { groupBy } from '../../platform/group-by.js';
import { skillsOf } from './jobs.repository.js';

const TOP_SKILLS = 6;
const TOP_ROLES = 5;
const TOP_CITIES = 5;

/** Open jobs (projects apart) at `now`: not closed, deadline not passed (the listing's own rule, in SQL). */
const openJobs = (now: string) => sql<SqlBool>`j.kind = 'job' and j.status = 'open' and (j.deadline is null or j.deadline > ${now})`;

const median = (sorted: readonly number[]) => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** Insights read the newest this many open jobs: the market as it is now, at a bounded cost. */
export const INSIGHTS_WINDOW = 2_000;

/**
 * Market insights computed from the newest INSIGHTS_WINDOW open listings (docs/computations.md
 * "Jobs"): the skills most asked for, the median yearly salary per role — a role named by the
 * jobs' first skill — and currency, and openings per city; the open and remote totals count
 * every open job.
 */
export async function marketInsights(db: DB, now: string): Promise<MarketInsights> {
  const [jobs, totals] = await Promise.all([
    db
      .selectFrom('job as j')
      .select(['j.id', 'j.location', 'j.isRemote', 'j.salaryMin', 'j.salaryMax', 'j.salaryCurrency', 'j.salaryPeriod'])
      .where(openJobs(now))
      .orderBy('j.postedAt', 'desc')
      .limit(INSIGHTS_WINDOW)
      .execute(),
    sql<{ open: number | string; remote: number | string }>`
      select count(*) as open, coalesce(sum(case when j.is_remote then 1 else 0 end), 0) as remote from job j where ${openJobs(now)}`.execute(
      db,
    ),
  ]);
  const skills = await skillsOf(
    db,
    jobs.map((j) => j.id),
  );
  const skillsBy = groupBy(skills, (s) => s.jobId);

  const wanted = new Map<string, number>();
  for (const s of skills) wanted.set(s.name, (wanted.get(s.name) ?? 0) + 1);
  const topSkills = [...wanted.entries()]
    .map(([name, openings]) => ({ name, openings }))
    .sort((a, b) => b.openings - a.openings || a.name.localeCompare(b.name))
    .slice(0, TOP_SKILLS);

  const groups = new Map<string, number[]>();
  const byCity = new Map<string, number>();
  for (const j of jobs) {
    if (!toBool(j.isRemote)) {
      const city = j.location.split(',')[0]!.trim();
      byCity.set(city, (byCity.get(city) ?? 0) + 1);
    }
    const role = skillsBy.get(j.id)?.[0]?.name;
    const low = j.salaryMin ?? j.salaryMax;
    const high = j.salaryMax ?? j.salaryMin;
    if (!role || !j.salaryCurrency || j.salaryPeriod !== 'year' || low === null || high === null) continue;
    const key = `${role}\u0000${j.salaryCurrency}`;
    const mids = groups.get(key) ?? [];
    if (mids.length === 0) groups.set(key, mids);
    mids.push(Math.round((Number(low) + Number(high)) / 2));
  }
  const medianSalaries = [...groups.entries()]
    .map(([key, mids]) => {
      const [title, currency] = key.split('\u0000') as [string, Currency];
      return { title, currency, median: median(mids.sort((a, b) => a - b)), jobs: mids.length };
    })
    .sort((a, b) => b.jobs - a.jobs || a.title.localeCompare(b.title))
    .slice(0, TOP_ROLES);
  const openingsByCity = [...byCity.entries()]
    .map(([city, openings]) => ({ city, openings }))
    .sort((a, b) => b.openings - a.openings || a.city.localeCompare(b.city))
    .slice(0, TOP_CITIES);
  return {
    topSkills,
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
