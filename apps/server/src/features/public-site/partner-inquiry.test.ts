import { PARTNER_MESSAGE_MAX } from '@skilllink/contracts/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { INQUIRIES_PER_HOUR } from './partner-inquiry.routes.js';
import { INQUIRIES_PER_EMAIL_PER_DAY } from './partner-inquiry.service.js';

// The Partners page's "Partner With Us" form (issue 26): stored, mailed to the team, acknowledged.

let t: TestApp;
let ipCount = 0;
const visitor = () => new TestClient(t.app, `10.2.0.${++ipCount}`);
const TEAM = 'partners@skilllink.africa';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: 'Dr. Kwaku Ampofo-Boateng',
  organisation: 'Coastal Polytechnic Institute',
  email: 'Dean@Coastal-Poly.example',
  kind: 'university',
  message: 'We would like our students to take your web development courses.\n\nCould we talk next week?',
  language: 'en',
};
const send = (body: Record<string, unknown>, client = visitor(), headers: Record<string, string> = {}) =>
  client.post('/api/v1/public/partner-inquiries', body, headers);
const mailsTo = (to: string) =>
  t.app.database.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt').orderBy('id').execute();
const stored = (email: string) => t.app.database.db.selectFrom('partnerInquiry').selectAll().where('email', '=', email).execute();

describe('Partner With Us', () => {
  it('stores the message, mails it to the team and acknowledges it to the sender', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const rows = await stored('dean@coastal-poly.example');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: valid.name, organisation: valid.organisation, kind: 'university', language: 'en' });

    const [team] = (await mailsTo(TEAM)).filter((m) => m.subject.includes('Coastal Polytechnic'));
    expect(team!.subject).toBe('Partner With Us: Coastal Polytechnic Institute (University or polytechnic)');
    expect(team!.textBody).toContain('Could we talk next week?');
    expect(team!.textBody).toContain('E-mail: dean@coastal-poly.example');
    expect(team!.textBody).toContain('mailto:dean@coastal-poly.example');

    const [ack] = await mailsTo('dean@coastal-poly.example');
    expect(ack!.subject).toBe('We received your message – SkillLink partnerships');
    // Nothing the sender typed is mailed back to the address they gave.
    expect(ack!.textBody).not.toContain('Could we talk');
    expect(ack!.textBody).not.toContain('Ampofo');
  });

  it('acknowledges in French to a French sender', async () => {
    await send({ ...valid, email: 'fatimata@northern.example', kind: 'ngo', language: 'fr' });
    expect((await mailsTo('fatimata@northern.example'))[0]!.subject).toBe('Nous avons bien reçu votre message – partenariats SkillLink');
    expect((await stored('fatimata@northern.example'))[0]!.language).toBe('fr');
  });

  it('names each bad field, in the reader’s language, and stores nothing', async () => {
    const cases: Array<[string, unknown]> = [
      ['name', ''],
      ['name', 'Kofi\r\nBcc: everyone@example.com'],
      ['name', 'n'.repeat(101)],
      ['organisation', '   '],
      ['organisation', 'o'.repeat(121)],
      ['email', 'not-an-address'],
      ['kind', 'school'],
      ['message', 'Too short'],
      ['message', 'm'.repeat(PARTNER_MESSAGE_MAX + 1)],
      ['language', 'de'],
    ];
    for (const [field, value] of cases) {
      const res = await send({ ...valid, email: 'bad@example.com', [field]: value });
      expect(res.statusCode, `${field}=${String(value).slice(0, 20)}`).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    const many = await send({ kind: 'school' }, visitor(), { 'accept-language': 'fr' });
    expect(many.json().error.fields).toMatchObject({
      name: 'Saisissez votre nom, sur une ligne (100 caractères au plus)',
      email: 'Saisissez une adresse e-mail valide',
      kind: 'Choisissez le type d’organisation',
      message: 'Écrivez un message de 10 à 2000 caractères',
    });
    expect(await stored('bad@example.com')).toHaveLength(0);
    expect(await mailsTo('bad@example.com')).toHaveLength(0);
  });

  it('limits messages per sender address, from any network', async () => {
    const email = 'recruiter@volta.example';
    for (let i = 0; i < INQUIRIES_PER_EMAIL_PER_DAY; i++) expect((await send({ ...valid, email, kind: 'employer' })).statusCode).toBe(202);
    const over = await send({ ...valid, email, kind: 'employer' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect(await stored(email)).toHaveLength(INQUIRIES_PER_EMAIL_PER_DAY);
  });

  it('limits messages per client address', async () => {
    const client = visitor();
    for (let i = 0; i < INQUIRIES_PER_HOUR; i++)
      expect((await send({ ...valid, email: `p${i}@example.com` }, client)).statusCode).toBe(202);
    const over = await send({ ...valid, email: 'p-last@example.com' }, client);
    expect(over.statusCode).toBe(429);
    expect(await stored('p-last@example.com')).toHaveLength(0);
  });
});
