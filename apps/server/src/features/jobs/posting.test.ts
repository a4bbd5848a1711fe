import type { JobDetail } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { jobInput, postJob } from '../../test/job-fixtures.js';

let t: TestApp;
let kofi: TestClient;
let esi: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  kofi = (await signedUp(t.app, { firstName: 'Kofi', lastName: 'Boateng' })).client;
  esi = (await signedUp(t.app, { firstName: 'Esi', lastName: 'Mensah' })).client;
});
afterAll(async () => t.close());

describe('posting a job', () => {
  it('publishes it with its skills and questions, as the member or for a company they then manage', async () => {
    const job = await postJob(kofi, { questions: ['Why this team?', 'Notice period?'] });
    expect(job).toMatchObject({
      title: 'Frontend Developer',
      company: { id: null, name: 'Kofi Boateng' },
      skills: ['React', 'TypeScript'],
      isActive: true,
      postedByMe: true,
      applicationsCount: 0,
    });
    expect(job.questions.map((q) => q.text)).toEqual(['Why this team?', 'Notice period?']);
    expect(job.salary).toEqual({ min: 60_000, max: 90_000, currency: 'GHS', period: 'year' });

    const forCompany = await postJob(kofi, { companyName: 'Kente Pay', skills: ['react'] });
    expect(forCompany.company).toMatchObject({ name: 'Kente Pay' });
    expect(forCompany.skills).toEqual(['React']);
    // Another member cannot post in Kente Pay's name, whatever the spelling.
    const refused = await esi.post('/api/v1/jobs', jobInput({ companyName: 'kente  pay' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('company_managed_elsewhere');
  });

  it('keeps HTML as plain text', async () => {
    const job = await postJob(kofi, { title: '<b>Designer</b>', description: '<script>alert(1)</script>\nLine two' });
    const read = (await esi.get(`/api/v1/jobs/${job.id}`)).json() as JobDetail;
    expect(read.title).toBe('<b>Designer</b>');
    expect(read.description).toBe('<script>alert(1)</script>\nLine two');
  });

  it('refuses bad input with a field message and stores nothing', async () => {
    const before = (await kofi.get('/api/v1/jobs/mine')).json().items.length;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ salary: { min: 90_000, max: 60_000, currency: 'GHS', period: 'year' } }, 400, 'salary.min'],
      [{ deadline: '2020-01-01T00:00:00Z' }, 400, 'deadline'],
      [{ skills: ['React', 'Underwater Basket Weaving'] }, 400, 'skills'],
      [{ title: '' }, 400, 'title'],
      [{ title: 'x'.repeat(121) }, 400, 'title'],
      [{ questions: ['1', '2', '3', '4', '5', '6'] }, 400, 'questions'],
      [{ skills: [] }, 400, 'skills'],
      [{ type: 'gig' }, 400, 'type'],
      [{ salary: { min: null, max: null, currency: 'GHS', period: 'year' } }, 400, 'salary.min'],
      [{ description: 'x'.repeat(5_001) }, 400, 'description'],
    ];
    for (const [override, status, field] of cases) {
      const res = await kofi.post('/api/v1/jobs', { ...jobInput(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(status);
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(override)).toContain(field);
    }
    const unknown = await kofi.post('/api/v1/jobs', jobInput({ skills: ['Underwater Basket Weaving'] }));
    expect(unknown.json().error.message).toBe('Unknown skill: Underwater Basket Weaving. Choose skills from the list');
    expect((await kofi.get('/api/v1/jobs/mine')).json().items).toHaveLength(before);
  });

  it('lets only the poster edit, close, reopen and duplicate', async () => {
    const job = await postJob(kofi, { title: 'Data Analyst', skills: ['SQL'] });
    expect((await esi.put(`/api/v1/jobs/${job.id}`, jobInput())).statusCode).toBe(403);
    expect((await esi.post(`/api/v1/jobs/${job.id}/close`)).statusCode).toBe(403);

    const edited = await kofi.put(`/api/v1/jobs/${job.id}`, jobInput({ title: 'Senior Data Analyst', skills: ['SQL', 'Python'] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Senior Data Analyst', skills: ['SQL', 'Python'] });

    const closed = (await kofi.post(`/api/v1/jobs/${job.id}/close`)).json() as JobDetail;
    expect(closed.isActive).toBe(false);
    expect(((await kofi.post(`/api/v1/jobs/${job.id}/reopen`)).json() as JobDetail).isActive).toBe(true);

    const copy = await kofi.post(`/api/v1/jobs/${job.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Senior Data Analyst', isActive: true });
    expect(copy.json().id).not.toBe(job.id);
    expect((await esi.post(`/api/v1/jobs/${job.id}/duplicate`)).statusCode).toBe(403);
  });

  it('needs a signed-in, verified member', async () => {
    expect((await new TestClient(t.app).post('/api/v1/jobs', jobInput())).statusCode).toBe(401);
    expect((await new TestClient(t.app).get('/api/v1/jobs')).statusCode).toBe(401);
    const unverified = (await signedUp(t.app, {}, { verified: false })).client;
    const res = await unverified.post('/api/v1/jobs', jobInput());
    expect(res.statusCode).toBe(403);
  });

  it('limits postings per day', async () => {
    const busy = (await signedUp(t.app)).client;
    for (let i = 0; i < 10; i++) await postJob(busy, { title: `Role ${i}` });
    const res = await busy.post('/api/v1/jobs', jobInput());
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('too_many_listings');
  });

  it('answers a missing job with 404', async () => {
    expect((await esi.get('/api/v1/jobs/nope')).statusCode).toBe(404);
    expect((await esi.put('/api/v1/jobs/nope/save')).statusCode).toBe(404);
  });
});
