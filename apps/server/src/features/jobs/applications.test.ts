import type { ApplicantsPage, ApplicationDetail, JobDetail, MyApplication } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { certificateFor } from '../../test/certificates.js';
import { eraseMember } from '../../test/erase.js';
import { signedUp } from '../../test/factories.js';
import { postJob } from '../../test/job-fixtures.js';

let t: TestApp;
let poster: TestClient;
let ama: TestClient;
let kojo: TestClient;
let job: JobDetail;
const notifications = async (client: TestClient) =>
  (await client.get('/api/v1/notifications')).json().items as Array<{
    kind: string;
    params: Record<string, string>;
    data: Record<string, string>;
  }>;

beforeAll(async () => {
  t = await buildTestApp();
  poster = (await signedUp(t.app, { firstName: 'Kwame', lastName: 'Asare' })).client;
  ama = (await signedUp(t.app, { firstName: 'Ama', lastName: 'Owusu' })).client;
  kojo = (await signedUp(t.app, { firstName: 'Kojo', lastName: 'Mensah' })).client;
  job = await postJob(poster, { title: 'Product Designer', skills: ['Figma'], questions: ['Portfolio link?', 'Earliest start date?'] });
});
afterAll(async () => t.close());

const answers = () => Object.fromEntries(job.questions.map((q, i) => [q.id, `Answer ${i + 1}`]));

describe('applying to a job', () => {
  it('refuses missing or unknown answers, then takes one application and tells the poster', async () => {
    const missing = await ama.post(`/api/v1/jobs/${job.id}/applications`, {
      coverLetter: 'Hello',
      answers: { [job.questions[0]!.id]: 'Here' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ [`answers.${job.questions[1]!.id}`]: 'Answer this question' });
    const unknown = await ama.post(`/api/v1/jobs/${job.id}/applications`, { coverLetter: '', answers: { ...answers(), other: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect((await ama.post(`/api/v1/jobs/${job.id}/applications`, { coverLetter: 'x'.repeat(5_001), answers: answers() })).statusCode).toBe(
      400,
    );

    const res = await ama.post(`/api/v1/jobs/${job.id}/applications`, { coverLetter: 'I design <b>for</b> people.', answers: answers() });
    expect(res.statusCode).toBe(201);
    const mine = res.json() as MyApplication;
    expect(mine).toMatchObject({
      status: 'pending',
      job: { id: job.id, myApplication: { id: mine.id, status: 'pending' }, applicationsCount: 1 },
    });

    const again = await ama.post(`/api/v1/jobs/${job.id}/applications`, { coverLetter: 'Again', answers: answers() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_applied');

    const [told] = await notifications(poster);
    expect(told).toMatchObject({
      kind: 'job.application_received',
      params: { jobTitle: 'Product Designer', applicantName: 'Ama Owusu' },
      data: { jobId: job.id, applicationId: mine.id },
    });
  });

  it('refuses the poster applying to their own job, and a closed job', async () => {
    expect((await poster.post(`/api/v1/jobs/${job.id}/applications`, { answers: answers() })).json().error.code).toBe('own_job');
    const closed = await postJob(poster, { title: 'Closed Role' });
    await poster.post(`/api/v1/jobs/${closed.id}/close`);
    const res = await kojo.post(`/api/v1/jobs/${closed.id}/applications`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('job_closed');
    expect((await kojo.post('/api/v1/jobs/nope/applications', {})).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(`/api/v1/jobs/${job.id}/applications`, {})).statusCode).toBe(401);
  });

  it('shows the poster the applicants, with answers and match, and nobody else', async () => {
    const page = (await poster.get(`/api/v1/jobs/${job.id}/applications`)).json() as ApplicantsPage;
    expect(page.job.applicationsCount).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      status: 'pending',
      member: { name: 'Ama Owusu' },
      coverLetter: 'I design <b>for</b> people.',
      answers: [
        { question: 'Portfolio link?', answer: 'Answer 1' },
        { question: 'Earliest start date?', answer: 'Answer 2' },
      ],
      certificates: [],
    });
    expect((await kojo.get(`/api/v1/jobs/${job.id}/applications`)).statusCode).toBe(403);
    expect((await poster.get(`/api/v1/jobs/${job.id}/applications?status=bogus`)).statusCode).toBe(400);
  });

  it('moves an application forward only, tells the applicant, and hides it from a third member', async () => {
    const [mine] = (await ama.get('/api/v1/applications/mine')).json().items as MyApplication[];
    const id = mine!.id;
    // A third member gets 404 for every way in.
    expect((await kojo.get(`/api/v1/applications/${id}`)).statusCode).toBe(404);
    expect((await kojo.patch(`/api/v1/applications/${id}`, { status: 'rejected' })).statusCode).toBe(404);
    expect((await kojo.post(`/api/v1/applications/${id}/withdraw`)).statusCode).toBe(404);
    // The applicant cannot move their own application along.
    expect((await ama.patch(`/api/v1/applications/${id}`, { status: 'accepted' })).statusCode).toBe(404);

    const moved = await poster.patch(`/api/v1/applications/${id}`, { status: 'interviewed' });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as ApplicationDetail).status).toBe('interviewed');
    const [told] = await notifications(ama);
    expect(told).toMatchObject({ kind: 'job.application_status', params: { jobTitle: 'Product Designer', status: 'interviewed' } });
    expect(((await ama.get('/api/v1/applications/mine')).json().items as MyApplication[])[0]!.status).toBe('interviewed');
    expect(((await ama.get(`/api/v1/applications/${id}`)).json() as ApplicationDetail).status).toBe('interviewed');

    for (const back of ['pending', 'reviewing', 'awarded', 'withdrawn']) {
      const res = await poster.patch(`/api/v1/applications/${id}`, { status: back });
      expect(res.statusCode, back).toBe(409);
      expect(res.json().error.code).toBe('invalid_transition');
    }
    // Not pending any more: the applicant cannot withdraw.
    expect((await ama.post(`/api/v1/applications/${id}/withdraw`)).json().error.code).toBe('not_withdrawable');
  });

  it('lets one of two moves made at once win', async () => {
    const other = await postJob(poster, { title: 'Race Role' });
    const applied = (await kojo.post(`/api/v1/jobs/${other.id}/applications`, { coverLetter: 'Hi' })).json() as MyApplication;
    const [a, b] = await Promise.all([
      poster.patch(`/api/v1/applications/${applied.id}`, { status: 'accepted' }),
      poster.patch(`/api/v1/applications/${applied.id}`, { status: 'rejected' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const final = ((await kojo.get(`/api/v1/applications/${applied.id}`)).json() as ApplicationDetail).status;
    expect(final).toBe(a.statusCode === 200 ? 'accepted' : 'rejected');
    const told = (await notifications(kojo)).filter((n) => n.kind === 'job.application_status');
    expect(told).toHaveLength(1);
  });

  it('lets the applicant withdraw while pending, and withdrawn applications leave the count', async () => {
    const other = await postJob(poster, { title: 'Withdraw Role' });
    const applied = (await ama.post(`/api/v1/jobs/${other.id}/applications`, {})).json() as MyApplication;
    const res = await ama.post(`/api/v1/applications/${applied.id}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as MyApplication).status).toBe('withdrawn');
    expect((res.json() as MyApplication).job.applicationsCount).toBe(0);
    expect(((await poster.get(`/api/v1/jobs/${other.id}/applications`)).json() as ApplicantsPage).items).toEqual([]);
  });
});

describe('an applicant who deleted their account (ADR 062)', () => {
  it('stays in the managers’ records as "Deleted member", in the reader’s language, with nothing of their profile nor their revoked certificates', async () => {
    const gone = await signedUp(t.app, { firstName: 'Yaw', lastName: 'Boakye' });
    const listing = await postJob(poster, { title: 'Illustrator', skills: ['Figma'] });
    const applied = (await gone.client.post(`/api/v1/jobs/${listing.id}/applications`, { coverLetter: 'Hire me' })).json() as MyApplication;
    const code = await certificateFor(t.app, gone.user.id, 'SL-HJKM-NPQR-STUV', new Date());
    const before = (await poster.get(`/api/v1/jobs/${listing.id}/applications`)).json() as ApplicantsPage;
    expect(before.items[0]!.certificates.map((c) => c.code)).toEqual([code]);
    await eraseMember(t.app, gone.user.id);

    const page = (await poster.get(`/api/v1/jobs/${listing.id}/applications`)).json() as ApplicantsPage;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      applicationId: applied.id,
      member: { id: gone.user.id, name: 'Deleted member', avatar: null, title: '', location: '' },
      matchScore: 0,
      coverLetter: '',
      cv: null,
      certificates: [],
    });
    expect(JSON.stringify(page)).not.toContain('Boakye');
    // Nobody is left to shortlist or hire: the application stays as it was.
    const moved = await poster.patch(`/api/v1/applications/${applied.id}`, { status: 'accepted' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toMatchObject({
      code: 'applicant_deleted',
      message: 'This member deleted their account: their application can no longer change',
    });

    expect((await poster.patch('/api/v1/account', { language: 'fr' })).statusCode).toBe(200);
    try {
      const detail = (await poster.get(`/api/v1/applications/${applied.id}`)).json() as ApplicationDetail;
      expect(detail).toMatchObject({ status: 'pending', member: { name: 'Membre supprimé' } });
      const refused = await poster.patch(`/api/v1/applications/${applied.id}`, { status: 'rejected' });
      expect(refused.json().error.message).toBe('Ce membre a supprimé son compte : sa candidature ne peut plus changer');
    } finally {
      await poster.patch('/api/v1/account', { language: 'en' });
    }
  });
});
