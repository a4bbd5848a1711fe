import type { ApplicantsPage, JobsPage, JobsSidebar, MyApplicationsPage, PostedJobsPage } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { DEMO_JOBS } from './demo-jobs-data.js';
import { DEMO_PROJECTS } from './demo-projects-data.js';
import { seedDemoJobs } from './demo-jobs.js';
import { seedDemo } from './demo.js';
import { DEMO_ACCOUNT } from './demo-members.js';

let t: TestApp;
let ama: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.app.database.db);
  ama = new TestClient(t.app);
  await ama.post('/api/v1/auth/login', DEMO_ACCOUNT);
});
afterAll(async () => t.close());

describe('demo jobs', () => {
  it('posts every demo job once, even seeded again or twice at once', async () => {
    await Promise.all([seedDemoJobs(t.app.database.db), seedDemoJobs(t.app.database.db)]);
    const count = async (table: 'job' | 'jobApplication' | 'company') =>
      Number(
        (
          await t.app.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('job')).toBe(DEMO_JOBS.length + DEMO_PROJECTS.length);
    expect(await count('jobApplication')).toBe(14);
  });

  it('gives Ama applications in every state, applicants to her job and recommendations', async () => {
    const mine = (await ama.get('/api/v1/applications/mine')).json() as MyApplicationsPage;
    const statuses = (kind: string) => new Set(mine.items.filter((a) => a.job.kind === kind).map((a) => a.status));
    expect(statuses('job')).toEqual(new Set(['pending', 'reviewing', 'interviewed', 'accepted', 'rejected', 'withdrawn']));
    expect(statuses('project')).toEqual(new Set(['pending', 'reviewing', 'awarded', 'rejected']));
    const awarded = mine.items.find((a) => a.status === 'awarded')!.job;
    expect(awarded).toMatchObject({ projectStatus: 'awarded', isActive: false });
    expect(mine.items.find((a) => a.job.kind === 'project' && a.status === 'reviewing')!.job.projectStatus).toBe('in_review');
    const posted = (await ama.get('/api/v1/jobs/mine')).json() as PostedJobsPage;
    expect(posted.items).toHaveLength(1);
    const applicants = (await ama.get(`/api/v1/jobs/${posted.items[0]!.id}/applications`)).json() as ApplicantsPage;
    expect(applicants.items.map((a) => a.status).sort()).toEqual(['interviewed', 'pending', 'rejected', 'reviewing']);
    const sidebar = (await ama.get('/api/v1/jobs/sidebar')).json() as JobsSidebar;
    expect(sidebar.recommended.length).toBeGreaterThanOrEqual(3);
    expect(sidebar.insights.openingsByCity.length).toBe(5);
  });

  it('finds the French listings by their words, accents or not', async () => {
    const titles = async (q: string) =>
      ((await ama.get(`/api/v1/jobs?q=${q}&sort=newest`)).json() as { items: Array<{ title: string }> }).items.map((j) => j.title);
    const plain = await titles('developpeur');
    expect(plain).toEqual(expect.arrayContaining(['Développeur front-end React senior (H/F)', 'Développeur PHP / WordPress (H/F)']));
    expect(await titles('D%C3%89VELOPPEUR')).toEqual(plain);
  });

  it('lists the open demo projects in the Projects tab, newest first, with their budgets', async () => {
    const page = (await ama.get('/api/v1/jobs?kind=project')).json() as JobsPage;
    expect(page.items.length).toBeGreaterThanOrEqual(15);
    expect(page.items.every((p) => p.kind === 'project' && p.salary === null && p.isActive)).toBe(true);
    expect(page.items.some((p) => p.budget === null)).toBe(true);
    const times = page.items.map((p) => p.postedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const french = (await ama.get('/api/v1/jobs?kind=project&q=clinique')).json() as JobsPage;
    expect(french.items.map((p) => p.title)).toEqual(['Refonte du site vitrine d’une clinique']);
  });
});
