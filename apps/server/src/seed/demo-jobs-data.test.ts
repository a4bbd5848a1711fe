import {
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  JobInput,
  RECOMMENDED_JOBS_MIN_SCORE,
  type Currency,
  type ExperienceLevel,
} from '@skilllink/contracts/jobs';
import { describe, expect, it } from 'vitest';
import { levelFromExperience, matchListing, type MatchProfile } from '../features/jobs/match-score.js';
import { CATALOG } from '../features/skills/catalog-data/catalog.js';
import { skillNameKey } from '../features/skills/catalog-data/entry.js';
import { foldText } from '../platform/search-text.js';
import { COURSE_CATALOG } from './course-catalog-data.js';
import { DEMO_COMPANIES, DEMO_JOBS, DEMO_POSTERS, type DemoJob } from './demo-jobs-data.js';
import { DEMO_ACCOUNT, demoMembers } from './demo-members.js';
import { demoProfiles } from './demo-profile-data.js';

/** The eight demo cities, their country as the listings spell it, and the currency paid there. */
const CITIES: Record<string, { country: string; currency: Currency }> = {
  Accra: { country: 'Ghana', currency: 'GHS' },
  Kumasi: { country: 'Ghana', currency: 'GHS' },
  Lagos: { country: 'Nigeria', currency: 'NGN' },
  Nairobi: { country: 'Kenya', currency: 'KES' },
  Kigali: { country: 'Rwanda', currency: 'RWF' },
  Johannesburg: { country: 'South Africa', currency: 'ZAR' },
  Dakar: { country: 'Sénégal', currency: 'XOF' },
  Abidjan: { country: "Côte d'Ivoire", currency: 'XOF' },
};

/** Believable yearly gross salaries per currency (issue 22 demo brief), and hourly US dollar rates. */
const YEARLY_BANDS: Partial<Record<Currency, [number, number]>> = {
  GHS: [36_000, 480_000],
  NGN: [3_600_000, 60_000_000],
  KES: [600_000, 9_000_000],
  RWF: [3_000_000, 40_000_000],
  ZAR: [180_000, 1_600_000],
  XOF: [3_000_000, 36_000_000],
  USD: [12_000, 120_000],
};
const HOURLY_USD: [number, number] = [10, 60];

const cityOf = (job: DemoJob) => job.location.split(',')[0]!.trim();
const countryOf = (job: DemoJob) => job.location.split(',').slice(1).join(',').trim();
/** Whose listing it is: the company, or the member posting as themselves. */
const ownerOf = (job: DemoJob) => job.companyName || `member:${job.poster}`;
const inputOf = ({ poster: _poster, postedDaysAgo: _posted, deadlineInDays: _deadline, ...input }: DemoJob) => input;

const count = (text: string, words: RegExp) => text.match(words)?.length ?? 0;
const FRENCH_WORDS = /\b(nous|vous|les|des|une|avec|pour|dans|est|sur)\b/gi;
const ENGLISH_WORDS = /\b(the|and|you|with|our|for|are|will|your)\b/gi;
const isFrenchText = (text: string) => count(text, FRENCH_WORDS) > count(text, ENGLISH_WORDS);
const listsOf = (job: DemoJob) => [
  ...(job.requirements ?? []),
  ...(job.responsibilities ?? []),
  ...(job.benefits ?? []),
  ...(job.questions ?? []),
];
const isFrench = (job: DemoJob) => isFrenchText(job.description);

const isOpen = (job: DemoJob) => job.deadlineInDays === null || job.deadlineInDays > 0;

describe('demo jobs data', () => {
  it('has about sixty jobs, each a valid job posting as the form would send it', () => {
    expect(DEMO_JOBS.length).toBeGreaterThanOrEqual(55);
    expect(DEMO_JOBS.length).toBeLessThanOrEqual(70);
    for (const job of DEMO_JOBS) {
      const parsed = JobInput.safeParse({ ...inputOf(job), deadline: null });
      expect(parsed.error?.issues ?? [], job.title).toEqual([]);
      // Nothing the schema trims: what is stored is what is written here.
      expect(parsed.data, job.title).toMatchObject({ ...inputOf(job), deadline: null });
    }
  });

  it('writes descriptions of 2 to 4 paragraphs, with at most one https link and no empty lines in lists', () => {
    for (const job of DEMO_JOBS) {
      const paragraphs = job.description.split('\n\n');
      expect(paragraphs.length, job.title).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, job.title).toBeLessThanOrEqual(4);
      for (const p of paragraphs) expect(p.trim(), job.title).toBe(p);
      expect(count(job.description, /https:\/\//g), job.title).toBeLessThanOrEqual(1);
      expect(job.description, job.title).not.toMatch(/http:\/\/|<[a-z]/i);
      expect(job.requirements?.length ?? 0, job.title).toBeGreaterThanOrEqual(2);
      expect(job.responsibilities?.length ?? 0, job.title).toBeGreaterThanOrEqual(2);
      expect(job.benefits?.length ?? 0, job.title).toBeGreaterThanOrEqual(1);
    }
  });

  it('asks only for skills of the catalogue, by their exact names, each once', () => {
    const names = new Set(CATALOG.map((e) => e.name));
    for (const job of DEMO_JOBS) {
      for (const skill of job.skills) expect(names.has(skill), `${job.title}: ${skill}`).toBe(true);
      expect(new Set(job.skills.map(skillNameKey)).size, job.title).toBe(job.skills.length);
    }
  });

  it('has posters with demo addresses that no demo member uses, each posting at least one job', () => {
    const memberEmails = new Set(demoMembers.map((m) => m.email));
    const emails = Object.values(DEMO_POSTERS).map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    const domain = DEMO_ACCOUNT.email.split('@')[1]!;
    for (const [key, p] of Object.entries(DEMO_POSTERS)) {
      expect(key).not.toBe('ama');
      expect(p.email).toMatch(/^[a-z]+\.[a-z]+@/);
      expect(p.email.endsWith(`@${domain}`), p.email).toBe(true);
      expect(memberEmails.has(p.email), p.email).toBe(false);
      expect(p.firstName && p.lastName && p.title && p.location, key).toBeTruthy();
      expect(Object.keys(CITIES), key).toContain(p.location.split(',')[0]);
      expect(
        DEMO_JOBS.some((j) => j.poster === key),
        key,
      ).toBe(true);
    }
    for (const job of DEMO_JOBS) expect(job.poster === 'ama' || job.poster in DEMO_POSTERS, `${job.title}: ${job.poster}`).toBe(true);
  });

  it('gives Ama one job of her own, in her field, with two questions', () => {
    const hers = DEMO_JOBS.filter((j) => j.poster === 'ama');
    expect(hers).toHaveLength(1);
    const [job] = hers;
    expect(job!.questions).toHaveLength(2);
    expect(isOpen(job!)).toBe(true);
    const amaSkills = demoProfiles['ama.mensah']!.skills.map((s) => s.name);
    expect(job!.skills.filter((s) => amaSkills.includes(s)).length).toBeGreaterThanOrEqual(3);
  });

  it('posts for the demo companies (or as a person), each company always by the same poster', () => {
    const names = DEMO_COMPANIES.map((c) => foldText(c.name));
    expect(new Set(names).size).toBe(names.length);
    expect(DEMO_COMPANIES.length).toBeGreaterThanOrEqual(15);
    const posterOf = new Map<string, string>();
    for (const job of DEMO_JOBS) {
      if (job.companyName === '') continue;
      expect(
        DEMO_COMPANIES.some((c) => c.name === job.companyName),
        `${job.title}: ${job.companyName}`,
      ).toBe(true);
      // A company is managed by its first poster and refuses postings from anyone else.
      expect(posterOf.get(job.companyName!) ?? job.poster, job.companyName).toBe(job.poster);
      posterOf.set(job.companyName!, job.poster);
    }
    for (const c of DEMO_COMPANIES) {
      expect(posterOf.has(c.name), c.name).toBe(true);
      expect(c.website, c.name).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(Object.keys(CITIES), c.name).toContain(c.location.split(',')[0]);
    }
    const personal = DEMO_JOBS.filter((j) => j.companyName === '');
    expect(personal.length).toBeGreaterThanOrEqual(3);
  });

  it('uses each title once per company (or per person posting as themselves)', () => {
    const seen = new Set<string>();
    for (const job of DEMO_JOBS) {
      const key = `${ownerOf(job)}|${foldText(job.title)}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('covers the eight cities, with remote jobs among them', () => {
    const cities = new Set(DEMO_JOBS.filter((j) => !j.isRemote).map(cityOf));
    for (const city of Object.keys(CITIES)) expect(cities.has(city), city).toBe(true);
    for (const job of DEMO_JOBS) {
      if (job.isRemote && job.location.startsWith('Remote')) continue;
      const city = CITIES[cityOf(job)];
      expect(city, `${job.title}: ${job.location}`).toBeDefined();
      expect(countryOf(job), `${job.title}: ${job.location}`).toBe(city!.country);
    }
    expect(DEMO_JOBS.filter((j) => j.isRemote).length).toBeGreaterThanOrEqual(8);
  });

  it('writes the Dakar and Abidjan listings (and some in Kigali) in French, the others in English', () => {
    const french = DEMO_JOBS.filter(isFrench);
    expect(french.length).toBeGreaterThanOrEqual(6);
    for (const job of DEMO_JOBS) {
      const city = cityOf(job);
      // The lists and questions are in the description's language too.
      expect(isFrenchText(listsOf(job).join(' ')), job.title).toBe(isFrench(job));
      if (city === 'Dakar' || city === 'Abidjan') expect(isFrench(job), job.title).toBe(true);
      else if (city !== 'Kigali') expect(isFrench(job), job.title).toBe(false);
    }
    expect(DEMO_JOBS.some((j) => cityOf(j) === 'Kigali' && isFrench(j))).toBe(true);
    expect(DEMO_JOBS.some((j) => cityOf(j) === 'Kigali' && !isFrench(j))).toBe(true);
  });

  it('pays in the currency of the job’s country, or in US dollars when remote, within believable bands', () => {
    for (const job of DEMO_JOBS) {
      const salary = job.salary;
      if (!salary) continue;
      const local = CITIES[cityOf(job)]?.currency;
      if (job.isRemote) expect([local, 'USD'], job.title).toContain(salary.currency);
      else expect(salary.currency, job.title).toBe(local);
      const [low, high] = salary.period === 'hour' ? HOURLY_USD : YEARLY_BANDS[salary.currency]!;
      if (salary.period === 'hour') expect(salary.currency, job.title).toBe('USD');
      for (const figure of [salary.min, salary.max]) {
        if (figure === null) continue;
        expect(figure, job.title).toBeGreaterThanOrEqual(low);
        expect(figure, job.title).toBeLessThanOrEqual(high);
      }
    }
  });

  it('leaves about one salary in six undisclosed, and gives some only a minimum or a maximum', () => {
    const undisclosed = DEMO_JOBS.filter((j) => j.salary === null).length;
    expect(undisclosed).toBeGreaterThanOrEqual(Math.floor(DEMO_JOBS.length / 8));
    expect(undisclosed).toBeLessThanOrEqual(Math.ceil(DEMO_JOBS.length / 4));
    expect(DEMO_JOBS.filter((j) => j.salary && j.salary.max === null).length).toBeGreaterThanOrEqual(2);
    expect(DEMO_JOBS.filter((j) => j.salary && j.salary.min === null).length).toBeGreaterThanOrEqual(2);
    expect(DEMO_JOBS.some((j) => j.salary?.period === 'hour')).toBe(true);
  });

  it('mixes every job type and experience level', () => {
    const types = new Set<string>(DEMO_JOBS.map((j) => j.type));
    const levels = new Set<ExperienceLevel>(DEMO_JOBS.map((j) => j.experienceLevel));
    for (const type of JOB_TYPES) expect(types.has(type), type).toBe(true);
    for (const level of EXPERIENCE_LEVELS) expect(levels.has(level), level).toBe(true);
    expect(DEMO_JOBS.filter((j) => j.type === 'internship').length).toBeGreaterThanOrEqual(3);
    expect(DEMO_JOBS.filter((j) => j.experienceLevel === 'executive').length).toBeGreaterThanOrEqual(3);
  });

  it('dates postings over the last 40 days, with a few deadlines already passed', () => {
    for (const job of DEMO_JOBS) {
      expect(Number.isInteger(job.postedDaysAgo), job.title).toBe(true);
      expect(job.postedDaysAgo, job.title).toBeGreaterThanOrEqual(0);
      expect(job.postedDaysAgo, job.title).toBeLessThanOrEqual(40);
      if (job.deadlineInDays === null) continue;
      expect(Number.isInteger(job.deadlineInDays), job.title).toBe(true);
      expect(job.deadlineInDays, job.title).toBeLessThanOrEqual(365);
      // A passed deadline still came after the posting.
      expect(job.deadlineInDays, job.title).toBeGreaterThan(-job.postedDaysAgo);
      expect(job.deadlineInDays, job.title).not.toBe(0);
    }
    expect(DEMO_JOBS.filter((j) => !isOpen(j)).length).toBeGreaterThanOrEqual(2);
    expect(DEMO_JOBS.filter((j) => j.deadlineInDays === null).length).toBeGreaterThanOrEqual(2);
    expect(DEMO_JOBS.some((j) => j.postedDaysAgo === 0)).toBe(true);
  });

  it('gives about a third of the jobs one to three custom questions', () => {
    const asking = DEMO_JOBS.filter((j) => (j.questions?.length ?? 0) > 0);
    expect(asking.length).toBeGreaterThanOrEqual(Math.floor(DEMO_JOBS.length / 4));
    expect(asking.length).toBeLessThanOrEqual(Math.ceil(DEMO_JOBS.length * 0.4));
    for (const job of asking) expect(job.questions!.length, job.title).toBeLessThanOrEqual(3);
  });

  describe('for Ama, the demo account', () => {
    const profile = demoProfiles['ama.mensah']!;
    const me: MatchProfile = {
      skillKeys: new Set(profile.skills.map((s) => skillNameKey(s.name))),
      verified: new Map(),
      titles: [demoMembers.find((m) => m.email === DEMO_ACCOUNT.email)!.title, ...profile.jobs.map((j) => j.position)],
      location: profile.location,
      level: levelFromExperience(profile.jobs, new Date()),
    };
    const scored = DEMO_JOBS.filter((j) => j.poster !== 'ama' && isOpen(j)).map((job) => ({
      job,
      match: matchListing(me, {
        ...job,
        isRemote: job.isRemote ?? false,
        skills: job.skills.map((name) => ({ key: skillNameKey(name), name })),
      }),
    }));
    const recommended = scored.filter((s) => s.match.score > RECOMMENDED_JOBS_MIN_SCORE);
    /** A course teaches a skill when its title or description names it. */
    const taught = (skill: string) => COURSE_CATALOG.some((c) => foldText(`${c.title} ${c.description}`).includes(foldText(skill)));

    it('recommends at least eight open jobs (match score above 50)', () => {
      expect(recommended.length).toBeGreaterThanOrEqual(8);
    });

    it('lists skills she lacks that the course catalogue teaches, some on the jobs recommended to her', () => {
      const missing = new Set(scored.flatMap((s) => s.match.missingSkills));
      expect([...missing].filter(taught).length).toBeGreaterThanOrEqual(3);
      expect(recommended.filter((s) => s.match.missingSkills.some(taught)).length).toBeGreaterThanOrEqual(3);
    });

    it('has her six applications (the first six open jobs others posted, demo-jobs.ts) go to English jobs in her field', () => {
      const applied = DEMO_JOBS.filter((j) => j.poster !== 'ama' && isOpen(j)).slice(0, 6);
      expect(applied).toHaveLength(6);
      for (const job of applied) {
        expect(isFrench(job), job.title).toBe(false);
        expect(
          job.skills.some((s) => me.skillKeys.has(skillNameKey(s))),
          job.title,
        ).toBe(true);
      }
    });
  });
});
