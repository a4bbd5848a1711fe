import type { ApplicantsPage, CvUploaded, JobDetail, MyApplication } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { postJob } from '../../test/job-fixtures.js';

let t: TestApp;
let poster: TestClient;
let esi: TestClient;
let kojo: TestClient;
let job: JobDetail;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const upload = (client: TestClient, body: Buffer, type = 'application/pdf') => client.put('/api/v1/cvs', body, { 'content-type': type });

beforeAll(async () => {
  t = await buildTestApp();
  poster = (await signedUp(t.app, { firstName: 'Kwame', lastName: 'Asare' })).client;
  esi = (await signedUp(t.app, { firstName: 'Esi', lastName: 'Quaye' })).client;
  kojo = (await signedUp(t.app, { firstName: 'Kojo', lastName: 'Mensah' })).client;
  job = await postJob(poster, { title: 'Designer' });
});
afterAll(async () => t.close());

describe('a CV with an application', () => {
  it('is stored when it is a PDF, attached, and read only by the applicant and the poster', async () => {
    const res = await upload(esi, PDF);
    expect(res.statusCode, res.body).toBe(201);
    const cv = res.json() as CvUploaded;
    expect(cv.size).toBe(PDF.length);
    const applied = (await esi.post(`/api/v1/jobs/${job.id}/applications`, { coverLetter: 'Hi', cvId: cv.id })).json() as MyApplication;

    const page = (await poster.get(`/api/v1/jobs/${job.id}/applications`)).json() as ApplicantsPage;
    expect(page.items[0]!.cv).toEqual({ size: PDF.length });
    for (const reader of [poster, esi]) {
      const file = await reader.get(`/api/v1/applications/${applied.id}/cv`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await kojo.get(`/api/v1/applications/${applied.id}/cv`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/v1/applications/${applied.id}/cv`)).statusCode).toBe(401);
  });

  it("refuses a renamed program, a 20 MB file and another member's CV, with clear messages", async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(512)]);
    const renamed = await upload(esi, exe);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().error.message).toBe('Your CV must be a PDF file');
    const huge = await upload(esi, Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('Your CV must be a PDF of at most 5 MB');
    expect((await upload(esi, PDF, 'application/x-msdownload')).statusCode).toBe(415);

    const theirs = (await upload(kojo, PDF)).json() as CvUploaded;
    const other = await postJob(poster, { title: 'Writer' });
    const res = await esi.post(`/api/v1/jobs/${other.id}/applications`, { cvId: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ cvId: 'Upload your CV again' });
    // Nothing was applied.
    expect(((await esi.get('/api/v1/applications/mine')).json() as { items: MyApplication[] }).items.map((a) => a.job.id)).not.toContain(
      other.id,
    );
  });

  it('needs a verified member', async () => {
    const unverified = (await signedUp(t.app, {}, { verified: false })).client;
    expect((await upload(unverified, PDF)).statusCode).toBe(403);
  });
});
