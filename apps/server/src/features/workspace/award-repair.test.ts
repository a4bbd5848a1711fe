import type { WorkspaceProjects } from '@skilllink/contracts/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { repairAwardedProjects } from './from-award.js';

// An award whose project was never made (the process stopped between the award's commit and
// the jobs route's follow-up) is made by the periodic repair.

let t: TestApp;
let poster: TestClient;
let freelancer: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
  poster = (await signedUp(t.app, { firstName: 'Esi', lastName: 'Quaye' })).client;
  freelancer = (await signedUp(t.app, { firstName: 'Akosua', lastName: 'Boateng' })).client;
});
afterAll(async () => t.close());

/** A freelance project listing, a proposal and its award, through the API; returns the proposal's id. */
async function award(title: string): Promise<string> {
  const listing = await poster.post('/api/v1/jobs', {
    kind: 'project',
    title,
    companyName: '',
    location: 'Accra, Ghana',
    type: 'design',
    experienceLevel: 'mid',
    salary: null,
    budget: { min: 1_500, max: 3_000, currency: 'GHS' },
    duration: '2 weeks',
    isRemote: true,
    skills: ['Canva'],
    description: 'A logo for the menu board and the sign.',
    requirements: [],
    responsibilities: [],
    benefits: [],
    deadline: null,
    questions: [],
  });
  expect(listing.statusCode, listing.body).toBe(201);
  const body = { coverLetter: 'I can do it', timeline: '10 days', budget: 'GHS 2,500' };
  const proposal = await freelancer.post(`/api/v1/jobs/${listing.json().id}/applications`, body);
  const id = proposal.json().id as string;
  expect((await poster.patch(`/api/v1/applications/${id}`, { status: 'awarded' })).statusCode).toBe(200);
  return id;
}

const ledTitles = async () =>
  ((await freelancer.get('/api/v1/workspace/projects')).json() as WorkspaceProjects).items
    .filter((p) => p.myRole === 'lead')
    .map((p) => p.title);
const forget = (applicationId: string) =>
  t.app.database.db.deleteFrom('workspaceProject').where('applicationId', '=', applicationId).execute();

describe('awarded proposals without their project', () => {
  it('are made by the repair, once, and only for recent awards', async () => {
    const lost = await award('Logo for a chop bar');
    const old = await award('Menu photos');
    expect(await ledTitles()).toEqual(expect.arrayContaining(['Logo for a chop bar', 'Menu photos']));
    // The follow-up never ran for either; one award is older than the repair looks back.
    await forget(lost);
    await forget(old);
    await t.app.database.db.updateTable('jobApplication').set({ updatedAt: '2020-01-01T00:00:00.000Z' }).where('id', '=', old).execute();
    expect(await ledTitles()).toEqual([]);

    expect(await repairAwardedProjects(t.app.database.db, () => new Date())).toBe(1);
    expect(await ledTitles()).toEqual(['Logo for a chop bar']);
    expect(await repairAwardedProjects(t.app.database.db, () => new Date())).toBe(0);
  });
});
