import type { JobDetail, JobsPage, JobsSidebar } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { addSkills, editProfile } from '../../test/profile-fixtures.js';
import { postJob } from '../../test/job-fixtures.js';

let t: TestApp;
let poster: TestClient;
let ama: TestClient;
const titles = (page: JobsPage) => page.items.map((j) => j.title);
const search = async (query: string) => {
  const res = await ama.get(`/api/v1/jobs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobsPage;
};

beforeAll(async () => {
  t = await buildTestApp();
  poster = (await signedUp(t.app, { firstName: 'Kwame', lastName: 'Asare' })).client;
  ama = (await signedUp(t.app, { firstName: 'Ama', lastName: 'Owusu' })).client;
  await editProfile(ama, { firstName: 'Ama', lastName: 'Owusu', title: 'Frontend Developer', location: 'Accra, Ghana' });
  await addSkills(ama, ['React', 'TypeScript', 'JavaScript']);
  // Oldest first: the newest is posted last.
  await postJob(poster, {
    title: 'Développeur Frontend',
    location: 'Dakar, Sénégal',
    skills: ['React'],
    salary: { min: 6_000_000, max: 9_000_000, currency: 'XOF', period: 'year' },
  });
  await postJob(poster, {
    title: 'Data Analyst',
    location: 'Nairobi, Kenya',
    type: 'contract',
    experienceLevel: 'senior',
    skills: ['SQL', 'Python'],
    salary: null,
  });
  await postJob(poster, {
    title: 'React Native Engineer',
    location: 'Lagos, Nigeria',
    isRemote: true,
    skills: ['React', 'JavaScript'],
    salary: { min: 30, max: 45, currency: 'USD', period: 'hour' },
  });
  await postJob(poster, { title: 'Frontend Developer', location: 'Accra, Ghana', skills: ['React', 'TypeScript'] });
});
afterAll(async () => t.close());

describe('finding jobs', () => {
  it('lists open jobs newest first without a query, with counts and my relation', async () => {
    const page = await search('');
    expect(titles(page)).toEqual(['Frontend Developer', 'React Native Engineer', 'Data Analyst', 'Développeur Frontend']);
    expect(page).toMatchObject({ total: 4, page: 1, hasMore: false });
    expect(page.items[0]).toMatchObject({ saved: false, myApplication: null, postedByMe: false, applicationsCount: 0 });
  });

  it('folds accents and case, matches words anywhere, and ranks by match score with a query', async () => {
    expect(titles(await search('q=developpeur'))).toEqual(['Développeur Frontend']);
    expect(titles(await search('q=DÉVELOPPEUR'))).toEqual(['Développeur Frontend']);
    // "react" is in three jobs' skills; Accra's Frontend Developer matches Ama best.
    const ranked = await search('q=react');
    expect(titles(ranked)[0]).toBe('Frontend Developer');
    expect(ranked.items.map((j) => j.matchScore)).toEqual([...ranked.items.map((j) => j.matchScore)].sort((a, b) => b - a));
    expect(titles(await search('q=react&sort=newest'))).toEqual(['Frontend Developer', 'React Native Engineer', 'Développeur Frontend']);
    // Short words are matched too (below the trigram index's three letters).
    expect(titles(await search('q=sql'))).toEqual(['Data Analyst']);
    expect((await search('q=zzzz')).items).toEqual([]);
  });

  it('combines the filters of the spec', async () => {
    expect(titles(await search('type=contract'))).toEqual(['Data Analyst']);
    expect(titles(await search('experience=senior'))).toEqual(['Data Analyst']);
    expect(titles(await search('remote=true'))).toEqual(['React Native Engineer']);
    expect(titles(await search('location=senegal'))).toEqual(['Développeur Frontend']);
    expect(titles(await search('skills=React,JavaScript'))).toEqual(['React Native Engineer']);
    expect(titles(await search('currency=XOF&salaryMin=8000000'))).toEqual(['Développeur Frontend']);
    expect(titles(await search('currency=XOF&salaryMin=9500000'))).toEqual([]);
    expect(titles(await search('datePosted=today&q=react&remote=false&sort=newest'))).toEqual([
      'Frontend Developer',
      'Développeur Frontend',
    ]);
  });

  it('refuses bad filters with a field message', async () => {
    for (const [query, field] of [
      ['type=gig', 'type'],
      ['remote=maybe', 'remote'],
      ['page=51', 'page'],
      ['skills=a,b,c,d,e,f', 'skills'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['datePosted=year', 'datePosted'],
    ]) {
      const res = await ama.get(`/api/v1/jobs?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toContain(field);
    }
  });

  it('explains the match on the detail: the skills I have and those I lack', async () => {
    const [remote] = (await search('remote=true')).items;
    const job = (await ama.get(`/api/v1/jobs/${remote!.id}`)).json() as JobDetail;
    expect(job.match).toMatchObject({ haveSkills: ['React', 'JavaScript'], missingSkills: [], myLevel: 'entry' });
    expect(job.match.parts).toEqual({ skills: 100, experience: 70, location: 100, title: 0 });
    // (100×40 + 70×20 + 100×15 + 0×25) / 100 = 69
    expect(job.match.score).toBe(69);
    expect(job.matchScore).toBe(69);
  });

  it('saves and unsaves, and lists saved jobs', async () => {
    const [first] = (await search('')).items;
    expect((await ama.put(`/api/v1/jobs/${first!.id}/save`)).json()).toEqual({ saved: true });
    expect((await ama.put(`/api/v1/jobs/${first!.id}/save`)).json()).toEqual({ saved: true });
    expect((await ama.get('/api/v1/jobs/saved')).json().items.map((j: { id: string }) => j.id)).toEqual([first!.id]);
    expect((await search('')).items[0]!.saved).toBe(true);
    // Another member's saved list is their own.
    expect((await poster.get('/api/v1/jobs/saved')).json().items).toEqual([]);
    expect((await ama.delete(`/api/v1/jobs/${first!.id}/save`)).json()).toEqual({ saved: false });
    expect((await ama.get('/api/v1/jobs/saved')).json().items).toEqual([]);
  });

  it('recommends jobs scoring above 50 and computes insights and profile strength', async () => {
    const sidebar = (await ama.get('/api/v1/jobs/sidebar')).json() as JobsSidebar;
    expect(sidebar.recommended.length).toBeGreaterThan(0);
    expect(sidebar.recommended.every((j) => j.matchScore > 50)).toBe(true);
    expect(sidebar.recommended[0]!.title).toBe('Frontend Developer');
    expect(sidebar.insights.topSkills[0]).toEqual({ name: 'React', openings: 3 });
    expect(sidebar.insights).toMatchObject({ openJobs: 4, remoteJobs: 1 });
    expect(sidebar.insights.openingsByCity).toEqual(
      expect.arrayContaining([
        { city: 'Accra', openings: 1 },
        { city: 'Dakar', openings: 1 },
      ]),
    );
    // Yearly salaries only, by the first skill and currency: React in GHS (75,000) and XOF.
    expect(sidebar.insights.medianSalaries).toEqual(
      expect.arrayContaining([
        { title: 'React', currency: 'GHS', median: 75_000, jobs: 1 },
        { title: 'React', currency: 'XOF', median: 7_500_000, jobs: 1 },
      ]),
    );
    // Title 15 + location 10 + skills 20 = 45; no photo, bio, experience, education, certificate.
    expect(sidebar.profileStrength).toEqual({ percent: 45, missing: ['photo', 'bio', 'experience', 'education', 'certificate'] });
  });

  it("keeps each member's first page (kept in memory) true to every change", async () => {
    const first = async () => (await search('')).items;
    const before = await first();
    // Another member posts: it is on Ama's first page at once.
    const fresh = await postJob(poster, { title: 'Brand New Role' });
    expect((await first())[0]!.id).toBe(fresh.id);
    // Ama saves it, applies to it: her page says so; closing it takes it off.
    await ama.put(`/api/v1/jobs/${fresh.id}/save`);
    expect((await first())[0]).toMatchObject({ id: fresh.id, saved: true });
    await ama.post(`/api/v1/jobs/${fresh.id}/applications`, { coverLetter: 'Hi' });
    expect((await first())[0]!.myApplication).toMatchObject({ status: 'pending' });
    await poster.post(`/api/v1/jobs/${fresh.id}/close`);
    expect((await first()).map((j) => j.id)).toEqual(before.map((j) => j.id));
    // Her profile changes her match scores.
    const score = (await first())[0]!.matchScore;
    await editProfile(ama, { firstName: 'Ama', lastName: 'Owusu', title: 'Accountant', location: 'Nairobi, Kenya' });
    expect((await first())[0]!.matchScore).not.toBe(score);
    await editProfile(ama, { firstName: 'Ama', lastName: 'Owusu', title: 'Frontend Developer', location: 'Accra, Ghana' });
  });

  it('leaves closed jobs and passed deadlines out of the search', async () => {
    const job = await postJob(poster, { title: 'Short Lived Role' });
    expect(titles(await search('q=short lived'))).toEqual(['Short Lived Role']);
    await poster.post(`/api/v1/jobs/${job.id}/close`);
    expect(titles(await search('q=short lived'))).toEqual([]);
    // A passed deadline closes it by itself.
    const soon = await postJob(poster, { title: 'Deadline Role', deadline: new Date(Date.now() + 60_000).toISOString() });
    await t.app.database.db
      .updateTable('job')
      .set({ deadline: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', soon.id)
      .execute();
    expect(titles(await search('q=deadline role'))).toEqual([]);
    expect(((await ama.get(`/api/v1/jobs/${soon.id}`)).json() as JobDetail).isActive).toBe(false);
  });
});
