import type { JobAlertsPage } from '@skilllink/contracts/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { MATCH_TICK_MS } from './alerts.matcher.js';
import { postJob } from '../../test/job-fixtures.js';

let t: TestApp;
let second: TestApp;
let clock = new Date();
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof signedUp>>;
let seeker: Member;
let french: Member;
let poster: Member;
beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  second = await buildTestApp(t.databaseEnv, { now: () => clock });
  // The test moves the clock by days: 30-day sessions outlive it.
  const remembered = { rememberMe: true };
  seeker = await signedUp(t.app, { firstName: 'Adwoa' }, remembered);
  french = await signedUp(t.app, { firstName: 'Aminata' }, remembered);
  await french.client.patch('/api/v1/session/preferences', { language: 'fr' });
  poster = await signedUp(t.app, { firstName: 'Yaw' }, remembered);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const mailsTo = (to: string) =>
  t.app.database.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt').orderBy('id').execute();
const digestsTo = async (to: string) => (await mailsTo(to)).filter((m) => /job alerts|alertes emploi/.test(m.subject));
const unsubscribeLink = (text: string) => /https?:\/\/\S+\/job-alerts\/unsubscribe\?token=\S+/.exec(text)?.[0] ?? '';
const pathOf = (link: string) => link.replace('http://localhost:3000', '');

describe('job alerts: the daily digest and its unsubscribe link', () => {
  let link = '';

  it('mails each member one digest a day with the new listings, in their language', async () => {
    await seeker.client.post('/api/v1/jobs/alerts', { search: { q: 'nurse' } });
    await french.client.post('/api/v1/jobs/alerts', { search: { q: 'nurse', remote: true } });
    later(1_000);
    const a = await postJob(poster.client, {
      title: 'Staff Nurse',
      location: 'Kumasi, Ghana',
      salary: { min: 48_000, max: 60_000, currency: 'GHS', period: 'year' },
    });
    const b = await postJob(poster.client, { title: 'Night nurse', location: 'Remote', isRemote: true, salary: null });
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(2);

    // Two processes send at the same moment (staged on SQLite, see alerts.matching.test.ts): one digest each.
    if (t.app.database.dialect === 'postgres') {
      const sent = await Promise.all([t.app.jobAlerts.digest({ force: true }), second.app.jobAlerts.digest({ force: true })]);
      expect(sent[0]! + sent[1]!).toBe(2);
    } else {
      expect(await t.app.jobAlerts.digest({ force: true })).toBe(2);
      expect(await second.app.jobAlerts.digest({ force: true })).toBe(0);
    }

    const [mail, ...others] = await digestsTo(seeker.body.email.toLowerCase());
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('2 new listings match your job alerts');
    expect(mail!.textBody).toContain('Staff Nurse — Yaw');
    // Salaries as the card shows them (spec §9), in the listing's currency, for the reader's language.
    expect(mail!.textBody).toMatch(/Kumasi, Ghana · GHS\s48k – GHS\s60k/);
    expect(mail!.textBody).toContain('Night nurse — Yaw');
    expect(mail!.textBody).toContain('Remote (Remote) · Salary not disclosed');
    expect(mail!.textBody).toContain(`http://localhost:3000/app/jobs/${a.id}`);
    expect(mail!.htmlBody).toContain(`<a href="http://localhost:3000/app/jobs/${b.id}">`);
    expect(mail!.textBody).toContain('See them in SkillLink: http://localhost:3000/app/jobs?q=nurse');
    link = unsubscribeLink(mail!.textBody);
    expect(link).not.toBe('');

    const [fr] = await digestsTo(french.body.email.toLowerCase());
    expect(fr!.subject).toBe('1 nouvelle annonce correspond à vos alertes emploi');
    expect(fr!.textBody).toContain('Night nurse — Yaw Asantewaa · Remote (Télétravail) · Salaire non communiqué');
    expect(fr!.textBody).toContain('Ne plus recevoir les e-mails d’alertes emploi');
  });

  it('never mails the same day twice, nor the same listings again', async () => {
    expect(await t.app.jobAlerts.digest({ force: true })).toBe(0);
    await postJob(poster.client, { title: 'Theatre nurse', location: 'Accra' });
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(1);
    // Same day: the new match waits for tomorrow's digest.
    expect(await t.app.jobAlerts.digest({ force: true })).toBe(0);
    later(DAY);
    expect(await t.app.jobAlerts.digest({ force: true })).toBe(1);
    const mails = await digestsTo(seeker.body.email.toLowerCase());
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('1 new listing matches your job alerts');
    expect(mails[1]!.textBody).toContain('Theatre nurse');
    expect(mails[1]!.textBody).not.toContain('Staff Nurse');
    later(DAY);
    expect(await t.app.jobAlerts.digest({ force: true })).toBe(0);
  });

  it('waits for the digest hour unless forced', async () => {
    clock = new Date(`${new Date(clock.getTime() + DAY).toISOString().slice(0, 10)}T05:00:00.000Z`);
    await postJob(poster.client, { title: 'Pediatric nurse', location: 'Accra' });
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(1);
    expect(await t.app.jobAlerts.digest()).toBe(0);
    clock = new Date(clock.getTime() + 3 * 3_600_000);
    expect(await t.app.jobAlerts.digest()).toBe(1);
  });

  it('unsubscribes without signing in, idempotently, in the member language; a bad token changes nothing', async () => {
    const visitor = new TestClient(t.app, '10.0.0.9');
    const bad = await visitor.get('/job-alerts/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('This link does not work');
    expect((await visitor.get('/job-alerts/unsubscribe?token=<script>')).statusCode).toBe(404);
    expect((await visitor.get('/job-alerts/unsubscribe')).statusCode).toBe(404);
    expect(((await seeker.client.get('/api/v1/jobs/alerts')).json() as JobAlertsPage).emails).toBe(true);

    for (let i = 0; i < 2; i += 1) {
      const page = await visitor.get(pathOf(link));
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('You are unsubscribed');
      expect(page.body).toContain('<html lang="en">');
    }
    expect(((await seeker.client.get('/api/v1/jobs/alerts')).json() as JobAlertsPage).emails).toBe(false);

    const frLink = unsubscribeLink((await digestsTo(french.body.email.toLowerCase()))[0]!.textBody);
    const frPage = await visitor.get(pathOf(frLink));
    expect(frPage.body).toContain('Votre désabonnement est confirmé');
    expect(frPage.body).toContain('<html lang="fr">');
  });

  it('sends no more digests after unsubscribing, while in-app notices go on', async () => {
    later(DAY);
    await postJob(poster.client, { title: 'Community nurse', location: 'Tamale', isRemote: true });
    later(MATCH_TICK_MS);
    expect(await t.app.jobAlerts.match()).toBe(2);
    const before = (await digestsTo(seeker.body.email.toLowerCase())).length;
    // Both members unsubscribed above: no digest, though both alerts matched.
    expect(await t.app.jobAlerts.digest({ force: true })).toBe(0);
    expect(await digestsTo(seeker.body.email.toLowerCase())).toHaveLength(before);
    // Back on from the app: the next day's new listings are mailed again.
    await seeker.client.put('/api/v1/jobs/alerts/emails', { enabled: true });
    later(DAY);
    await postJob(poster.client, { title: 'Midwife and nurse', location: 'Ho' });
    later(MATCH_TICK_MS);
    await t.app.jobAlerts.match();
    expect(await t.app.jobAlerts.digest({ force: true })).toBe(1);
  });
});
