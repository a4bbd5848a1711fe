import type { JobAlert } from '@skilllink/contracts/jobs';
import type { Notification } from '@skilllink/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { MATCH_TICK_MS } from './alerts.matcher.js';
import { claimAlert } from './alerts.repository.js';
import { postJob } from '../../test/job-fixtures.js';

let t: TestApp;
let second: TestApp;
let seeker: TestClient;
let poster: TestClient;
// The app's clock is the test's: the matcher's "since the last look" moves when the test says.
let clock = new Date();
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  // A second server process on the same database: the matcher must not notify twice.
  second = await buildTestApp(t.databaseEnv, { now: () => clock });
  seeker = (await signedUp(t.app, { firstName: 'Efua' })).client;
  poster = (await signedUp(t.app, { firstName: 'Kwesi' })).client;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const alertNotices = async (client: TestClient) =>
  ((await client.get('/api/v1/notifications?limit=50')).json().items as Notification[]).filter((n) => n.kind === 'job.alert_matches');

describe('job alerts: matching new listings', () => {
  let alert: JobAlert;

  it('tells the member once about new listings that match, never about older, other or own ones', async () => {
    await postJob(poster, { title: 'Senior Product Designer (before the alert)', location: 'Accra, Ghana' });
    later(10 * 60_000);
    alert = (await seeker.post('/api/v1/jobs/alerts', { search: { q: 'designer', location: 'accra' } })).json() as JobAlert;
    later(1_000);
    const match = await postJob(poster, { title: 'Product Designer', location: 'Accra, Ghana' });
    await postJob(poster, { title: 'Backend Engineer', location: 'Accra, Ghana' });
    await postJob(poster, { title: 'Product Designer', location: 'Lagos, Nigeria' });
    await postJob(seeker, { title: 'Designer I hire myself', location: 'Accra, Ghana' });
    later(MATCH_TICK_MS);

    const before = await t.app.database.db.selectFrom('jobAlert').select('checkedAt').where('id', '=', alert.id).executeTakeFirstOrThrow();
    if (t.app.database.dialect === 'postgres') {
      // Two processes run the matcher at the same moment: one notice.
      const counts = await Promise.all([t.app.jobAlerts.match(), second.app.jobAlerts.match()]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    } else {
      // One SQLite connection per app in one test process cannot wait for the other's lock without
      // blocking the event loop both need, so the race is staged: the second process runs after
      // the first, and its claim on what it would have read before loses.
      expect(await t.app.jobAlerts.match()).toBe(1);
      expect(await second.app.jobAlerts.match()).toBe(0);
      expect(await claimAlert(second.app.database.db, alert.id, before.checkedAt, clock.toISOString())).toBe(false);
    }
    const notices = await alertNotices(seeker);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'other',
      params: { alertName: 'designer · accra', count: 1, kind: 'job' },
      data: { alertId: alert.id, path: '/app/jobs?q=designer&location=accra' },
    });
    const rows = await t.app.database.db.selectFrom('jobAlertMatch').select('jobId').where('alertId', '=', alert.id).execute();
    expect(rows.map((r) => r.jobId)).toEqual([match.id]);
    expect(await alertNotices(poster)).toEqual([]);
  });

  it('says nothing when nothing new matched, and counts several new matches in one notice', async () => {
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(0);
    await postJob(poster, { title: 'UX Designer', location: 'Accra' });
    await postJob(poster, { title: 'Graphic designer', location: 'East Legon, Accra' });
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(1);
    const notices = await alertNotices(seeker);
    expect(notices).toHaveLength(2);
    expect(notices[0]!.params).toMatchObject({ count: 2 });
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(0);
  });

  it('matches projects for a project alert, and only them', async () => {
    const projects = (await seeker.post('/api/v1/jobs/alerts', { search: { kind: 'project', q: 'logo' } })).json() as JobAlert;
    later(1_000);
    await postJob(poster, { title: 'Logo designer', location: 'Accra' });
    const project = await poster.post('/api/v1/jobs', {
      kind: 'project',
      title: 'Logo for a Kumasi bakery',
      location: 'Kumasi, Ghana',
      type: 'design',
      experienceLevel: 'mid',
      budget: { min: 2_000, max: 3_000, currency: 'GHS' },
      duration: '2 weeks',
      isRemote: true,
      skills: ['Figma'],
      description: 'A logo and a shop sign.',
    });
    expect(project.statusCode, project.body).toBe(201);
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(2);
    const notices = await alertNotices(seeker);
    expect(notices.find((n) => n.data.alertId === projects.id)).toMatchObject({
      params: { alertName: 'logo', count: 1, kind: 'project' },
      data: { path: '/app/jobs?tab=projects&q=logo' },
    });
    // The job called "Logo designer" is new to the designer alert too.
    expect(notices.filter((n) => n.data.alertId === alert.id)).toHaveLength(3);
  });

  it('stops when the alert is deleted', async () => {
    expect((await seeker.delete(`/api/v1/jobs/alerts/${alert.id}`)).statusCode).toBe(204);
    await postJob(poster, { title: 'Motion designer', location: 'Accra' });
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(0);
  });
});
