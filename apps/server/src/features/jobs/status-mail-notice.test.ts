import type { JobDetail, MyApplication } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { postJob, projectInput } from '../../test/job-fixtures.js';
import { listening, openSocket } from '../../test/realtime-client.js';

// The e-mail an applicant gets when their application moves while they are away (issue 22 §6):
// one of the notification mails (ADR 065), so quiet hours, the e-mail switch and unsubscribe
// apply. On the app's clock: the test moves it past the 10 minutes away.

let t: TestApp;
let poster: TestClient;
let base: string;
let clock = new Date('2026-11-30T12:00:00Z');
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '100' }, { now: () => clock });
  base = await listening(t.app);
  poster = (await signedUp(t.app, { firstName: 'Kwame', lastName: 'Asare' })).client;
});
afterAll(async () => t.close());

async function applicantOf(job: JobDetail, firstName: string, body: object = { coverLetter: 'Hello', answers: {} }) {
  const { client, body: account } = await signedUp(t.app, { firstName, lastName: 'Owusu' });
  const res = await client.post(`/api/v1/jobs/${job.id}/applications`, body);
  if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  return { client, email: account.email.toLowerCase(), application: res.json() as MyApplication };
}

/** The mails to an address that lead to My Applications (not the account's verification mail). */
const statusMails = (to: string) =>
  t.app.database.db
    .selectFrom('mailOutbox')
    .select(['subject', 'textBody'])
    .where('toAddress', '=', to)
    .where('textBody', 'like', '%/app/jobs?tab=applications%')
    .orderBy('createdAt')
    .execute();

const move = (applicationId: string, status: string) => poster.patch(`/api/v1/applications/${applicationId}`, { status });
const on = { inApp: true, email: true, push: true };
const everyKind = { connection_request: on, connection_accepted: on, messages: on, profile_view: on, achievement: on, other: on };

describe('the status e-mail', () => {
  it('goes to an applicant away 10 minutes, in their language, with a link to My Applications', async () => {
    const job = await postJob(poster, { title: 'Senior Designer', companyName: 'Hubtel' });
    const { client, email, application } = await applicantOf(job, 'Ama');
    await client.patch('/api/v1/session/preferences', { language: 'fr' });
    expect((await move(application.id, 'interviewed')).statusCode).toBe(200);
    await t.app.notificationMails.run();
    expect(await statusMails(email)).toEqual([]);
    later(11);
    await t.app.notificationMails.run();
    const [mail] = await statusMails(email);
    expect(mail?.textBody).toContain('Bonjour Ama');
    expect(mail?.textBody).toContain('Votre candidature pour « Senior Designer » passe à l’étape de l’entretien');
    expect(mail?.textBody).toContain('http://localhost:3000/app/jobs?tab=applications');
    expect(mail?.textBody).toContain('/notifications/unsubscribe?token=');
  });

  it('does not go to an applicant who is online: they got the notice live', async () => {
    const job = await postJob(poster, { title: 'Data Analyst' });
    const { client, email, application } = await applicantOf(job, 'Esi');
    const socket = await openSocket(base, client);
    await socket.next((e) => e.type === 'hello');
    expect((await move(application.id, 'reviewing')).statusCode).toBe(200);
    await socket.next((e) => e.type === 'notification.created');
    later(11);
    await t.app.notificationMails.run();
    expect(await statusMails(email)).toEqual([]);
    await socket.close();
  });

  it('says "proposal" for a project; waits for the end of quiet hours', async () => {
    const project = await postJob(poster, projectInput({ title: 'Logo for a chop bar' }));
    const proposal = { coverLetter: 'I can do it', answers: {}, timeline: '2 weeks', budget: 'GHS 2,000' };
    const yaw = await applicantOf(project, 'Yaw', proposal);
    // Quiet from now (12:xx UTC, the member's zone) for the next hours.
    const settings = { types: everyKind, emailDigest: 'daily', quietHours: { start: '11:00', end: '18:00' } };
    expect((await yaw.client.put('/api/v1/notifications/settings', settings)).statusCode).toBe(200);
    expect((await move(yaw.application.id, 'awarded')).statusCode).toBe(200);
    later(11);
    await t.app.notificationMails.run();
    expect(await statusMails(yaw.email)).toEqual([]);
    later(8 * 60);
    await t.app.notificationMails.run();
    const [mail] = await statusMails(yaw.email);
    expect(mail?.textBody).toContain('Congratulations! Your proposal for Logo for a chop bar was awarded');
  });

  it('respects a member who turned these notices off, or keeps them in the app without e-mail (ADR 065)', async () => {
    const job = await postJob(poster, { title: 'QA Engineer' });
    const quiet = await applicantOf(job, 'Efua');
    const types = { connection_request: true, connection_accepted: true, messages: true, profile_view: true, achievement: true };
    expect((await quiet.client.put('/api/v1/notifications/preferences', { types: { ...types, other: false } })).statusCode).toBe(200);
    expect((await move(quiet.application.id, 'reviewing')).statusCode).toBe(200);

    const ama = await applicantOf(job, 'Abena');
    const noMail = { types: { ...everyKind, other: { inApp: true, email: false, push: true } }, emailDigest: 'daily', quietHours: null };
    expect((await ama.client.put('/api/v1/notifications/settings', noMail)).statusCode).toBe(200);
    expect((await move(ama.application.id, 'reviewing')).statusCode).toBe(200);
    later(11);
    await t.app.notificationMails.run();
    expect(await statusMails(quiet.email)).toEqual([]);
    expect(await statusMails(ama.email)).toEqual([]);
    expect((await ama.client.get('/api/v1/notifications')).json().items.map((n: { kind: string }) => n.kind)).toContain(
      'job.application_status',
    );
  });
});
