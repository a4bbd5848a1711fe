import type { SitePage } from '@skilllink/contracts/site-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { headOf, pageIn, siteBuild, type SiteBuild } from '../../test/site-build.js';

// The newsletter and "Partner With Us" forms as a browser without our script posts them (issue 26,
// ADR 068): Origin-checked, the answer a page of the site in the reader's language.

const ORIGIN = 'http://localhost:3000';
const TEAM = 'partners@skilllink.africa';

let t: TestApp;
let build: SiteBuild;
beforeAll(async () => {
  build = siteBuild();
  t = await buildTestApp({ WEB_DIST: build.web });
});
afterAll(async () => {
  await t.close();
  build.close();
});

let ip = 0;
/** A form post as a browser sends it: form-encoded, no cookie, no CSRF header; each from its own address. */
function post(url: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.7.0.${++ip}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}
const mailsTo = (to: string) =>
  t.app.database.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt').orderBy('id').execute();
const subscriber = (email: string) =>
  t.app.database.db.selectFrom('newsletterSubscriber').selectAll().where('email', '=', email).executeTakeFirst();
function message(html: string) {
  const page = pageIn(html);
  expect(page.kind).toBe('message');
  return page as Extract<SitePage, { kind: 'message' }>;
}

describe('the newsletter form without script', () => {
  it('asks for confirmation by e-mail and answers with a page', async () => {
    const res = await post('/newsletter', { email: ' Kwabena.Form@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(message(res.body)).toMatchObject({ title: 'Check your inbox', link: { href: '/news' } });
    expect(headOf(res.body).noindex).toBe(true);
    const mails = await mailsTo('kwabena.form@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your subscription to the SkillLink newsletter']);
    expect(mails[0]!.textBody).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\?token=[\w-]{43}/);
    expect((await subscriber('kwabena.form@example.com'))?.status).toBe('pending');
  });

  it('answers in French, and mails in French, to a French reader', async () => {
    const res = await post('/newsletter?lang=fr', { email: 'afua.form@example.com' });
    expect(res.statusCode).toBe(200);
    expect(headOf(res.body).lang).toBe('fr');
    expect(message(res.body)).toMatchObject({ title: 'Vérifiez votre boîte de réception', link: { href: '/news?lang=fr' } });
    expect((await subscriber('afua.form@example.com'))?.language).toBe('fr');
    expect((await mailsTo('afua.form@example.com'))[0]!.subject).not.toBe('Confirm your subscription to the SkillLink newsletter');
  });

  it('refuses a post without our Origin, or from another site, with a page and no mail', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['none', {}],
      ['other', { origin: 'https://evil.example' }],
      ['cross-site fetch', { origin: ORIGIN, 'sec-fetch-site': 'cross-site' }],
    ];
    for (const [label, headers] of cases) {
      const email = `refused.${label.replace(/\W/g, '')}@example.com`;
      const res = await post('/newsletter', { email }, headers);
      expect(res.statusCode, label).toBe(403);
      expect(res.headers['content-type'], label).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(message(res.body)).toMatchObject({
        title: 'Your form could not be sent',
        body: 'This request came from another site and was refused',
      });
      expect(await mailsTo(email)).toEqual([]);
      expect(await subscriber(email)).toBeUndefined();
    }
    const french = await post('/newsletter', { email: 'x@example.com' }, { 'accept-language': 'fr' });
    expect(message(french.body).body).toBe('Cette requête venait d’un autre site et a été refusée');
  });

  it('names a bad e-mail address in the reader’s language (400), and stores nothing', async () => {
    const english = await post('/newsletter', { email: 'not an address' });
    expect(english.statusCode).toBe(400);
    expect(english.headers['cache-control']).toBe('no-store');
    expect(headOf(english.body).noindex).toBe(true);
    expect(message(english.body)).toMatchObject({ title: 'Your form could not be sent', body: 'Enter a valid e-mail address' });
    const french = await post('/newsletter', { email: 'pas une adresse' }, { origin: ORIGIN, 'accept-language': 'fr-FR,fr' });
    expect(french.statusCode).toBe(400);
    expect(message(french.body)).toMatchObject({
      title: "Votre formulaire n'a pas pu être envoyé",
      body: 'Saisissez une adresse e-mail valide',
      link: { href: '/news?lang=fr' },
    });
    expect(
      await t.app.database.db.selectFrom('newsletterSubscriber').select('email').where('email', 'like', '%adresse%').execute(),
    ).toEqual([]);
  });
});

describe('the Partner With Us form without script', () => {
  const valid = {
    name: 'Akua Formsender',
    organisation: 'Volta Skills Trust',
    email: 'akua@volta-trust.example',
    kind: 'ngo',
    message: 'We train young people in the Volta Region and would like to offer them your courses.',
  };

  it('mails the team and the sender, and answers with a thank-you page', async () => {
    const res = await post('/partners/contact', valid);
    expect(res.statusCode).toBe(200);
    expect(message(res.body)).toMatchObject({ title: 'Thank you', link: { href: '/partners' } });
    const team = (await mailsTo(TEAM)).filter((m) => m.subject.includes('Volta Skills Trust'));
    expect(team).toHaveLength(1);
    expect(team[0]!.textBody).toContain('would like to offer them your courses');
    expect((await mailsTo('akua@volta-trust.example')).map((m) => m.subject)).toEqual([
      'We received your message – SkillLink partnerships',
    ]);
  });

  it('names a bad field (400) in the reader’s language and mails no one', async () => {
    const res = await post('/partners/contact', { ...valid, name: '', email: 'nobody.form@volta-trust.example' });
    expect(res.statusCode).toBe(400);
    expect(message(res.body)).toMatchObject({ body: 'Enter your name, on one line (at most 100 characters)', link: { href: '/partners' } });
    const french = await post('/partners/contact?lang=fr', { ...valid, name: '', email: 'nobody.form@volta-trust.example' });
    expect(message(french.body).body).toBe('Saisissez votre nom, sur une ligne (100 caractères au plus)');
    expect(await mailsTo('nobody.form@volta-trust.example')).toEqual([]);
  });
});
