import type { JobDetail } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { postJob } from '../../test/job-fixtures.js';

let t: TestApp;
let poster: TestClient;
let clock = new Date();
beforeAll(async () => {
  // The app's clock is the test's: a deadline passes when the test moves it.
  t = await buildTestApp({}, { now: () => clock });
  poster = (await signedUp(t.app, { firstName: 'Kwame', lastName: 'Asare' })).client;
});
afterAll(async () => t.close());

describe('deadlines close jobs by themselves', () => {
  it('closes each job once when its deadline passes, and tells its poster once', async () => {
    const start = new Date();
    clock = start;
    const soon = await postJob(poster, { title: 'Soon', deadline: new Date(start.getTime() + 3_600_000).toISOString() });
    const later = await postJob(poster, { title: 'Later', deadline: new Date(start.getTime() + 7 * 86_400_000).toISOString() });
    const sweep = () => t.app.jobDeadlines.sweep();
    expect(await sweep()).toBe(0);

    clock = new Date(start.getTime() + 2 * 3_600_000);
    // Two sweeps at once (two server processes): the job closes once.
    const counts = await Promise.all([sweep(), sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(((await poster.get(`/api/v1/jobs/${soon.id}`)).json() as JobDetail).isActive).toBe(false);
    expect(((await poster.get(`/api/v1/jobs/${later.id}`)).json() as JobDetail).isActive).toBe(true);
    const row = await t.app.database.db.selectFrom('job').select('status').where('id', '=', soon.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');

    const notices = (await poster.get('/api/v1/notifications'))
      .json()
      .items.filter((n: { kind: string }) => n.kind === 'job.deadline_closed');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ params: { jobTitle: 'Soon' }, data: { jobId: soon.id } });
    // Reopening needs a new deadline first.
    const reopen = await poster.post(`/api/v1/jobs/${soon.id}/reopen`);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe('reopen_deadline_passed');
  });
});
