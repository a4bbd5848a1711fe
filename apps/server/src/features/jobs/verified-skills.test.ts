import type { ApplicantsPage, JobDetail } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signedUp } from '../../test/factories.js';
import { postJob } from '../../test/job-fixtures.js';
import { insertSkillBadge } from '../../test/learning-fixtures.js';

// Skill badges in hiring (issue 29 §6): a proved skill is held for the match score even when it
// is not listed on the profile, and the poster sees which skills each applicant proved.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('verified skills in jobs', () => {
  it('count in the match score and show in the applicant list and the job’s match explanation', async () => {
    const poster = await signedUp(t.app);
    const job = await postJob(poster.client, { title: 'Data Analyst', skills: ['SQL', 'Python'], isRemote: true });
    const proved = await signedUp(t.app, { firstName: 'Esi', lastName: 'Badu' });
    const listed = await signedUp(t.app, { firstName: 'Yaw', lastName: 'Addo' });
    const neither = await signedUp(t.app, { firstName: 'Abena', lastName: 'Ofori' });
    await insertSkillBadge(t.app, { userId: proved.user.id, slug: 'sql', name: 'SQL' });
    expect((await listed.client.post('/api/v1/profile/skills', { name: 'SQL', category: 'Data Science' })).statusCode).toBe(201);

    const detail = async (client: typeof proved.client) => ((await client.get(`/api/v1/jobs/${job.id}`)).json() as JobDetail).match;
    expect(await detail(proved.client)).toMatchObject({ haveSkills: ['SQL'], verifiedSkills: ['SQL'], missingSkills: ['Python'] });
    expect(await detail(listed.client)).toMatchObject({ haveSkills: ['SQL'], verifiedSkills: [] });
    expect(await detail(neither.client)).toMatchObject({ haveSkills: [], verifiedSkills: [] });

    for (const member of [proved, listed, neither])
      expect((await member.client.post(`/api/v1/jobs/${job.id}/applications`, { coverLetter: '', answers: {} })).statusCode).toBe(201);
    const page = (await poster.client.get(`/api/v1/jobs/${job.id}/applications`)).json() as ApplicantsPage;
    const byName = new Map(page.items.map((i) => [i.member.name, i]));
    expect(byName.get('Esi Badu')!.verifiedSkills).toEqual(['SQL']);
    expect(byName.get('Yaw Addo')!.verifiedSkills).toEqual([]);
    // The badge alone counts like the listed skill: half the job's skills each.
    expect(byName.get('Esi Badu')!.matchScore).toBe(byName.get('Yaw Addo')!.matchScore);
    expect(byName.get('Esi Badu')!.matchScore).toBeGreaterThan(byName.get('Abena Ofori')!.matchScore);
  });

  it('a revoked badge proves nothing', async () => {
    const poster = await signedUp(t.app);
    const job = await postJob(poster.client, { title: 'Analyst', skills: ['Excel'], isRemote: true });
    const member = await signedUp(t.app);
    const badge = await insertSkillBadge(t.app, { userId: member.user.id, slug: 'excel', name: 'Excel' });
    await t.app.database.db
      .updateTable('skillBadge')
      .set({ revokedAt: new Date().toISOString(), revokedReason: 'fraud' })
      .where('id', '=', badge.id)
      .execute();
    expect(((await member.client.get(`/api/v1/jobs/${job.id}`)).json() as JobDetail).match).toMatchObject({
      haveSkills: [],
      verifiedSkills: [],
    });
  });
});
