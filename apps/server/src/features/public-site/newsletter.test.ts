import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { SUBSCRIBES_PER_HOUR } from './newsletter.routes.js';
import { MAILS_PER_ADDRESS_PER_DAY, subscribeFromForm } from './newsletter.service.js';

// The public site's newsletter (issue 26): double opt-in by e-mail, unsubscribe without signing in.

let t: TestApp;
let clock = new Date('2026-12-01T09:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const DAY = 86_400_000;
let ipCount = 0;
/** Each test its own client address, so the per-address limit only bites where a test wants it. */
const visitor = () => new TestClient(t.app, `10.1.0.${++ipCount}`);

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (to: string) =>
  t.app.database.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('createdAt').orderBy('id').execute();
const subscriber = (email: string) =>
  t.app.database.db.selectFrom('newsletterSubscriber').selectAll().where('email', '=', email).executeTakeFirst();
const link = (text: string, page: 'confirm' | 'unsubscribe') =>
  new RegExp(`http://localhost:3000(/newsletter/${page}\\?token=[\\w.-]+)`).exec(text)?.[1] ?? '';
/** What a browser's form (or a mail app's one-click) sends: a form body, no cookie, no CSRF header. */
const formPost = (url: string, payload = '') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
const subscribe = (email: string, extra: Record<string, unknown> = {}, client = visitor()) =>
  client.post('/api/v1/public/newsletter', { email, ...extra });

describe('subscribing to the newsletter', () => {
  it('mails a new address one confirmation link, and confirms only on the page’s POST, once', async () => {
    const res = await subscribe('  Abena.Owusu@Example.COM ');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const mails = await mailsTo('abena.owusu@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your subscription to the SkillLink newsletter');
    const confirm = link(mails[0]!.textBody, 'confirm');
    expect(confirm).toMatch(/^\/newsletter\/confirm\?token=[\w-]{43}$/);

    // A mail scanner opening the link confirms nothing.
    const page = await t.app.inject({ method: 'GET', url: confirm });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<form method="post" action="${confirm}">`);
    expect((await subscriber('abena.owusu@example.com'))?.status).toBe('pending');

    const done = await formPost(confirm);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You’re subscribed');
    expect(done.body).toMatch(/unsubscribe link/);
    expect((await subscriber('abena.owusu@example.com'))?.status).toBe('confirmed');

    // Single use: the same link again is a clear refusal that changes nothing.
    const again = await formPost(confirm);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link does not work');
    expect((await t.app.inject({ method: 'GET', url: confirm })).statusCode).toBe(400);
  });

  it('refuses an expired link with 410 and leaves the address unconfirmed', async () => {
    await subscribe('kwesi@example.com');
    const confirm = link((await mailsTo('kwesi@example.com'))[0]!.textBody, 'confirm');
    later(8 * DAY);
    const page = await t.app.inject({ method: 'GET', url: confirm });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This link has expired');
    expect((await formPost(confirm)).statusCode).toBe(410);
    expect((await subscriber('kwesi@example.com'))?.status).toBe('pending');
  });

  it('refuses a made-up or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const res = await formPost(`/newsletter/confirm?token=${token}`);
      expect(res.statusCode).toBe(400);
    }
    expect((await formPost('/newsletter/confirm')).statusCode).toBe(400);
  });

  it('answers the same whatever the state, and mails one address at most 3 times a day', async () => {
    const email = 'yaw@example.com';
    const first = await subscribe(email);
    await formPost(link((await mailsTo(email))[0]!.textBody, 'confirm'));
    const repeat = await subscribe(email);
    const stranger = await subscribe('nobody-yet@example.com');
    // Confirmed, new: nothing in the answer tells them apart.
    expect([repeat.statusCode, repeat.body]).toEqual([first.statusCode, first.body]);
    expect([stranger.statusCode, stranger.body]).toEqual([first.statusCode, first.body]);
    const already = (await mailsTo(email))[1]!;
    expect(already.subject).toBe('You already receive the SkillLink newsletter');
    expect(link(already.textBody, 'confirm')).toBe('');
    expect(link(already.textBody, 'unsubscribe')).not.toBe('');

    // A pending address: a new link each time, until the day's 3 mails are out; the 4th is dropped.
    const pending = 'efua@example.com';
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_DAY + 1; i++) expect((await subscribe(pending)).statusCode).toBe(202);
    const mails = await mailsTo(pending);
    expect(mails).toHaveLength(MAILS_PER_ADDRESS_PER_DAY);
    // Only the last link sent works.
    expect((await t.app.inject({ method: 'GET', url: link(mails[0]!.textBody, 'confirm') })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: link(mails.at(-1)!.textBody, 'confirm') })).statusCode).toBe(200);
    later(DAY);
    await subscribe(pending);
    expect(await mailsTo(pending)).toHaveLength(MAILS_PER_ADDRESS_PER_DAY + 1);
  });

  it('writes to a French subscriber in French, mails and pages', async () => {
    // The reader's browser says English; the form said French, and the subscriber is read in it from then on.
    await subscribe('aminata@example.com', { language: 'fr' });
    const [mail] = await mailsTo('aminata@example.com');
    expect(mail!.subject).toBe('Confirmez votre inscription à la newsletter de SkillLink');
    const confirm = link(mail!.textBody, 'confirm');
    const page = await t.app.inject({ method: 'GET', url: confirm, headers: { 'accept-language': 'en' } });
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Oui, je m’inscris');
    expect((await formPost(confirm)).body).toContain('Votre inscription est confirmée');

    // Without a language in the request, the reader's own.
    await subscribe('moussa@example.com');
    await visitor().post('/api/v1/public/newsletter', { email: 'ousmane@example.com' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect((await mailsTo('ousmane@example.com'))[0]!.subject).toMatch(/^Confirmez/);
    expect((await mailsTo('moussa@example.com'))[0]!.subject).toMatch(/^Confirm your/);
  });

  it('refuses a bad address with a field error in the reader’s language, and sends nothing', async () => {
    const res = await subscribe('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { email: 'Enter a valid e-mail address' } });
    const fr = await visitor().post('/api/v1/public/newsletter', { email: 'a@b' }, { 'accept-language': 'fr' });
    expect(fr.json().error.fields).toEqual({ email: 'Saisissez une adresse e-mail valide' });
    expect((await subscribe('ok@example.com', { language: 'de' })).json().error.fields).toHaveProperty('language');
    expect((await visitor().post('/api/v1/public/newsletter', {})).statusCode).toBe(400);
    expect(await mailsTo('not-an-address')).toHaveLength(0);
  });

  it('limits sign-ups per client address', async () => {
    const client = visitor();
    for (let i = 0; i < SUBSCRIBES_PER_HOUR; i++) expect((await subscribe(`flood${i}@example.com`, {}, client)).statusCode).toBe(202);
    const over = await subscribe('one-more@example.com', {}, client);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect(await mailsTo('one-more@example.com')).toHaveLength(0);
    expect((await subscribe('one-more@example.com')).statusCode).toBe(202);
  });
});

it('takes a no-script form’s fields (`lang` for the language) through the same checks', async () => {
  const deps = { db: t.app.database.db, mailer: t.app.mailer, publicUrl: 'http://localhost:3000', now: () => clock };
  await subscribeFromForm(deps, { email: 'Nana@Example.com', lang: 'fr' }, 'en');
  expect((await mailsTo('nana@example.com'))[0]!.subject).toMatch(/^Confirmez/);
  await expect(subscribeFromForm(deps, { email: 'nope' }, 'fr')).rejects.toMatchObject({
    statusCode: 400,
    fields: { email: 'Saisissez une adresse e-mail valide' },
  });
});

it('documents both forms in the API description', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/public/newsletter', '/api/v1/public/partner-inquiries']));
});

describe('unsubscribing without signing in', () => {
  const confirmed = async (email: string) => {
    await subscribe(email);
    await formPost(link((await mailsTo(email)).at(-1)!.textBody, 'confirm'));
    // A confirmed address asking again gets the "already" mail, which carries the unsubscribe link.
    await subscribe(email);
    return link((await mailsTo(email)).at(-1)!.textBody, 'unsubscribe');
  };

  it('asks on GET and unsubscribes on the page’s POST; subscribing again asks for a confirmation again', async () => {
    const email = 'kofi@example.com';
    const unsubscribe = await confirmed(email);
    const page = await t.app.inject({ method: 'GET', url: unsubscribe });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${unsubscribe}"`);
    expect((await subscriber(email))?.status).toBe('confirmed');

    const done = await formPost(unsubscribe);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    const row = await subscriber(email);
    expect(row?.status).toBe('unsubscribed');
    // Twice is harmless.
    expect((await formPost(unsubscribe)).statusCode).toBe(200);

    await subscribe(email);
    expect((await mailsTo(email)).at(-1)!.subject).toBe('Confirm your subscription to the SkillLink newsletter');
    expect((await subscriber(email))?.status).toBe('pending');
  });

  it('honours the mail app’s one-click POST (RFC 8058) and refuses a forged token', async () => {
    const email = 'ama@example.com';
    const unsubscribe = await confirmed(email);
    const res = await formPost(unsubscribe, 'List-Unsubscribe=One-Click');
    expect(res.statusCode).toBe(200);
    expect((await subscriber(email))?.status).toBe('unsubscribed');

    const other = await confirmed('esi@example.com');
    const [id] = other.split('=')[1]!.split('.');
    const forged = `/newsletter/unsubscribe?token=${id}.${'A'.repeat(43)}`;
    expect((await formPost(forged)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: forged })).body).toContain('This link does not work');
    expect((await subscriber('esi@example.com'))?.status).toBe('confirmed');
  });
});
