import type { ApplicantsPage, JobDetail, JobsPage, MyApplication } from '@skilllink/contracts/jobs';
import type { WorkspaceProjects } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { postJob, projectInput } from '../../test/job-fixtures.js';

let t: TestApp;
let client: TestClient;
let akosua: TestClient;
let yaw: TestClient;
let kojo: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  client = (await signedUp(t.app, { firstName: 'Esi', lastName: 'Quaye' })).client;
  akosua = (await signedUp(t.app, { firstName: 'Akosua', lastName: 'Boateng' })).client;
  yaw = (await signedUp(t.app, { firstName: 'Yaw', lastName: 'Darko' })).client;
  kojo = (await signedUp(t.app, { firstName: 'Kojo', lastName: 'Mensah' })).client;
});
afterAll(async () => t.close());

async function postProject(overrides = {}): Promise<JobDetail> {
  const res = await client.post('/api/v1/jobs', projectInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as JobDetail;
}

const propose = (member: TestClient, id: string, body: Record<string, unknown> = {}) =>
  member.post(`/api/v1/jobs/${id}/applications`, { coverLetter: 'I can do it', timeline: '10 days', budget: 'GHS 2,500', ...body });

describe('freelance projects', () => {
  it('posts a project with a budget and duration, listed in the Projects tab only', async () => {
    const project = await postProject();
    expect(project).toMatchObject({
      kind: 'project',
      type: 'design',
      salary: null,
      budget: { min: 1_500, max: 3_000, currency: 'GHS' },
      duration: '2 weeks',
      projectStatus: 'open',
      applicationsCount: 0,
    });
    const projects = (await akosua.get('/api/v1/jobs?kind=project&type=design')).json() as JobsPage;
    expect(projects.items.map((p) => p.id)).toContain(project.id);
    const jobs = (await akosua.get('/api/v1/jobs?q=chop')).json() as JobsPage;
    expect(jobs.items.map((j) => j.id)).not.toContain(project.id);
    const byBudget = async (min: number) =>
      ((await akosua.get(`/api/v1/jobs?kind=project&currency=GHS&salaryMin=${min}`)).json() as JobsPage).items.map((p) => p.id);
    expect(await byBudget(3_000)).toContain(project.id);
    expect(await byBudget(3_001)).not.toContain(project.id);
  });

  it('refuses a project with a job type, a salary, a budget upside down, or a job with a duration', async () => {
    const fields = async (body: object) => {
      const res = await client.post('/api/v1/jobs', body);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect(await fields(projectInput({ type: 'full-time' }))).toEqual({ type: 'Choose a project type from the list' });
    expect(await fields(projectInput({ salary: { min: 1, max: 2, currency: 'GHS', period: 'year' } }))).toEqual({
      salary: 'A project has a budget, not a salary',
    });
    expect(await fields(projectInput({ budget: { min: 5_000, max: 3_000, currency: 'GHS' } }))).toEqual({
      'budget.min': 'Minimum budget must not be above the maximum',
    });
    expect(await fields({ ...projectInput(), kind: 'job', type: 'full-time', budget: null })).toEqual({
      duration: 'Only a project has a duration',
    });
    expect(await fields(projectInput({ duration: 'x'.repeat(61) }))).toEqual({ duration: 'Duration must be 60 characters or less' });
  });

  it('keeps a listing’s kind when it is edited', async () => {
    const project = await postProject();
    const res = await client.put(`/api/v1/jobs/${project.id}`, {
      ...projectInput(),
      kind: 'job',
      type: 'contract',
      budget: null,
      duration: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('listing_kind_fixed');
  });

  it('takes a proposal with a timeline and a budget, counted once', async () => {
    const project = await postProject();
    const missing = await propose(akosua, project.id, { timeline: '', budget: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ timeline: 'Give a timeline', budget: 'Give your budget' });
    expect((await propose(akosua, project.id, { budget: 'x'.repeat(101) })).statusCode).toBe(400);
    const sent = await propose(akosua, project.id);
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json() as MyApplication).job).toMatchObject({ applicationsCount: 1, myApplication: { status: 'pending' } });
    const again = await propose(akosua, project.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_proposed');
    const page = (await client.get(`/api/v1/jobs/${project.id}/applications`)).json() as ApplicantsPage;
    expect(page.items[0]).toMatchObject({ timeline: '10 days', budget: 'GHS 2,500', coverLetter: 'I can do it' });
    const notes = (await client.get('/api/v1/notifications')).json().items as Array<{ kind: string; params: Record<string, string> }>;
    expect(notes[0]).toMatchObject({ kind: 'job.application_received', params: { listing: 'project', jobTitle: project.title } });
  });

  it('moves proposals along their own path: in review, then awarded, which closes the project', async () => {
    const project = await postProject();
    const a = (await propose(akosua, project.id)).json() as MyApplication;
    const y = (await propose(yaw, project.id)).json() as MyApplication;
    const moveTo = (id: string, status: string) => client.patch(`/api/v1/applications/${id}`, { status });
    expect((await moveTo(a.id, 'accepted')).statusCode).toBe(409);
    expect((await moveTo(a.id, 'reviewing')).statusCode).toBe(200);
    expect(((await akosua.get(`/api/v1/jobs/${project.id}`)).json() as JobDetail).projectStatus).toBe('in_review');
    // A third member cannot read, move or award a proposal.
    expect((await kojo.get(`/api/v1/applications/${a.id}`)).statusCode).toBe(404);
    expect((await kojo.patch(`/api/v1/applications/${a.id}`, { status: 'awarded' })).statusCode).toBe(404);
    expect((await new TestClient(t.app).patch(`/api/v1/applications/${a.id}`, { status: 'awarded' })).statusCode).toBe(401);

    expect((await moveTo(a.id, 'awarded')).statusCode).toBe(200);
    const after = (await yaw.get(`/api/v1/jobs/${project.id}`)).json() as JobDetail;
    expect(after).toMatchObject({ projectStatus: 'awarded', isActive: false, applicationsCount: 2 });
    const late = await propose(kojo, project.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('project_closed');
    // The other proposal cannot be awarded too, and an awarded project does not reopen.
    expect((await moveTo(y.id, 'awarded')).json().error.code).toBe('already_awarded');
    expect((await client.post(`/api/v1/jobs/${project.id}/reopen`)).json().error.code).toBe('project_awarded');
    const mine = (await akosua.get('/api/v1/applications/mine')).json().items as MyApplication[];
    expect(mine.find((m) => m.id === a.id)).toMatchObject({ status: 'awarded', job: { projectStatus: 'awarded' } });
    // The award became a workspace project: the freelancer leads it, the poster follows it as its client.
    const workspace = async (member: TestClient) =>
      ((await member.get('/api/v1/workspace/projects')).json() as WorkspaceProjects).items.filter((p) => p.title === project.title);
    const [led] = await workspace(akosua);
    expect(led).toMatchObject({ myRole: 'lead', client: { name: 'Esi Quaye' }, status: 'planning' });
    expect(led!.skills).toEqual(project.skills);
    expect((await workspace(client)).map((p) => p.myRole)).toEqual(['viewer']);
    expect(await workspace(yaw)).toEqual([]);
    // Asked again (a retry), the same project.
    expect(await t.app.workspaceFromAward(a.id)).toBe(led!.id);
    expect(await t.app.workspaceFromAward(y.id)).toBeNull();
  });

  it('awards one of two proposals awarded at once', async () => {
    const project = await postProject();
    const a = (await propose(akosua, project.id)).json() as MyApplication;
    const y = (await propose(yaw, project.id)).json() as MyApplication;
    const results = await Promise.all([a, y].map((p) => client.patch(`/api/v1/applications/${p.id}`, { status: 'awarded' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const page = (await client.get(`/api/v1/jobs/${project.id}/applications`)).json() as ApplicantsPage;
    expect(page.items.filter((p) => p.status === 'awarded')).toHaveLength(1);
  });

  it('lists my projects and proposals with my jobs: Posted, Saved and My Applications', async () => {
    const project = await postProject({ title: 'Survey dashboard' });
    await postJob(client, { title: 'Data Analyst' });
    const posted = (await client.get('/api/v1/jobs/mine')).json().items as Array<{ kind: string }>;
    expect(new Set(posted.map((p) => p.kind))).toEqual(new Set(['job', 'project']));
    expect((await akosua.put(`/api/v1/jobs/${project.id}/save`)).statusCode).toBe(200);
    const saved = (await akosua.get('/api/v1/jobs/saved')).json().items as Array<{ id: string; kind: string }>;
    expect(saved.find((s) => s.id === project.id)?.kind).toBe('project');
  });
});
