import jsQRModule from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { insertCertificate, insertCourse, randomCode } from '../../test/learning-fixtures.js';
import { pdfAttachments, pdfImages, pdfText } from './certificates-fixtures.js';
import { VERIFY_PER_MINUTE, VERIFY_RATE_LIMITED } from './certificates.routes.js';

// jsqr is CommonJS with a default export: depending on the loader the import is the function or a namespace holding it.
type Decode = typeof jsQRModule.default;
const jsQR: Decode = (jsQRModule as unknown as { default?: Decode }).default ?? (jsQRModule as unknown as Decode);

let t: TestApp;
beforeAll(async () => {
  // Registration is limited per address; the verification limit has its own app below.
  t = await buildTestApp({ RATE_LIMIT_FACTOR: '1000' });
});
afterAll(async () => t.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
let address = 0;
/** A fresh client address per test, so the verification limit of one test never reaches another. */
const freshIp = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
const verify = (code: string, remoteAddress = freshIp(), app = t.app) =>
  app.inject({ method: 'GET', url: `/api/v1/certificates/verify/${encodeURIComponent(code)}`, remoteAddress });

describe('GET /api/v1/certificates', () => {
  it("lists only the member's own certificates, newest first, with the course's facts", async () => {
    const { client, user } = await signedUp(t.app);
    const { user: other } = await signedUp(t.app);
    const web = await insertCourse(t.app, { title: 'Web Development Basics', instructor: 'Kwame Asante', lessonSeconds: [600, 900, 300] });
    const data = await insertCourse(t.app, { title: 'Data Analysis with Python', level: 'Intermediate', lessonSeconds: [1200] });
    const older = await insertCertificate(t.app, { userId: user.id, courseId: web.id, issuedAt: daysAgo(10) });
    const newer = await insertCertificate(t.app, { userId: user.id, courseId: data.id, issuedAt: daysAgo(1) });
    await insertCertificate(t.app, { userId: other.id, courseId: web.id });

    const res = await client.get('/api/v1/certificates');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((c: { id: string }) => c.id)).toEqual([newer.id, older.id]);
    expect(items[1]).toEqual({
      id: older.id,
      courseId: web.id,
      courseName: 'Web Development Basics',
      instructor: 'Kwame Asante',
      completionDate: new Date(older.issuedAt).toISOString(),
      verificationCode: older.code,
      verificationUrl: `http://localhost:3000/verify/${older.code}`,
      grade: 'Passed',
      durationSeconds: 1800,
      level: 'Beginner',
      // Issued before ADR 032 (no evidence frozen): the certificate proves its course only.
      evidence: null,
      pdfUrl: `/api/v1/certificates/${older.id}/pdf`,
      credentialUrl: `/api/v1/certificates/${older.id}/credential`,
    });
    expect(items[0]).toMatchObject({ courseName: 'Data Analysis with Python', durationSeconds: 1200, level: 'Intermediate' });
  });

  it('answers an empty list to a member without certificates, and 401 when signed out', async () => {
    const { client } = await signedUp(t.app);
    expect((await client.get('/api/v1/certificates')).json()).toEqual({ items: [] });
    const anonymous = await new TestClient(t.app).get('/api/v1/certificates');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/v1/certificates/:id/pdf', () => {
  it('is a real PDF with the name, course, facts and code, and a QR code of the verification URL', async () => {
    const { client, user } = await signedUp(t.app, { firstName: 'Kwabena', lastName: 'Ɔwusu-Bédié' });
    const course = await insertCourse(t.app, {
      title: 'Mobile Money Integrations',
      instructor: 'Efua Boateng',
      level: 'Advanced',
      lessonSeconds: [3600, 1200],
    });
    const cert = await insertCertificate(t.app, { userId: user.id, courseId: course.id, issuedAt: '2026-11-20T10:00:00.000Z' });

    const res = await client.get(`/api/v1/certificates/${cert.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="SkillLink-certificate-${cert.code}.pdf"`);
    expect(res.headers['cache-control']).toMatch(/^private/);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The PDF carries the certificate's signed Open Badges credential, the same the member downloads (ADR 077).
    const [attached] = await pdfAttachments(bytes);
    const credential = (await client.get(`/api/v1/certificates/${cert.id}/credential`)).json();
    expect(JSON.parse(attached ?? 'null')).toEqual(credential);
    expect(credential.credentialSubject.achievement.name).toBe('Mobile Money Integrations');

    const text = await pdfText(bytes);
    // Ɔ has no glyph in the standard fonts: it is drawn as its look-alike O; é is kept.
    expect(text).toContain('Kwabena Owusu-Bédié');
    for (const expected of [
      'Mobile Money Integrations',
      'Instructor: Efua Boateng',
      '20 November 2026',
      '1 h 20 min',
      'Advanced',
      'Passed',
      cert.code,
      'Issued by SkillLink',
      'Certificate of Completion',
    ]) {
      expect(text).toContain(expected);
    }

    const images = await pdfImages(bytes);
    expect(images).toHaveLength(1);
    const [qr] = images;
    const decoded = jsQR(qr!.rgba, qr!.width, qr!.height);
    expect(decoded?.data).toBe(`http://localhost:3000/verify/${cert.code}`);
  });

  it("speaks the reader's language, every word, and says what the certificate proves", async () => {
    const { client, user } = await signedUp(t.app, { firstName: 'Awa', lastName: 'Diallo' });
    const course = await insertCourse(t.app, { title: 'Analyse de données', level: 'Advanced', lessonSeconds: [600] });
    const cert = await insertCertificate(t.app, { userId: user.id, courseId: course.id, issuedAt: '2026-11-20T10:00:00.000Z' });
    const evidence = {
      videoLessons: 3,
      lessonsWatched: 3,
      watchedSeconds: 27,
      quizzes: [{ title: 'Quiz final', score: 80, passingScore: 70 }],
    };
    const db = t.app.database.db;
    await db
      .updateTable('certificate')
      .set({ evidence: JSON.stringify(evidence) })
      .where('id', '=', cert.id)
      .execute();
    const english = await pdfText((await client.get(`/api/v1/certificates/${cert.id}/pdf`)).rawPayload);
    expect(english).toContain('3 of 3 video lessons watched');
    expect(english).toContain('Quiz final: 80 %');

    // A member whose language is French gets the French file (the web also asks with ?lang=).
    await db.updateTable('user').set({ language: 'fr' }).where('id', '=', user.id).execute();
    for (const url of [`/api/v1/certificates/${cert.id}/pdf`, `/api/v1/certificates/${cert.id}/pdf?lang=fr`]) {
      const french = await pdfText((await client.get(url)).rawPayload);
      for (const expected of [
        'Certificat de réussite',
        'Nous certifions que',
        'a suivi avec succès le cours',
        '20 novembre 2026',
        'Avancé',
        'RÉSULTAT',
        'TERMINÉ LE',
        'Réussi',
        'Délivré par SkillLink',
        'Code de vérification',
        '3 leçon(s) vidéo sur 3 regardée(s)',
        'Quiz final : 80 %',
      ]) {
        expect(french).toContain(expected);
      }
      for (const english of ['Passed', 'Certificate of Completion', 'GRADE', 'COMPLETED ON', 'Advanced', 'VERIFIED'])
        expect(french).not.toContain(english);
    }
    expect(await pdfText((await client.get(`/api/v1/certificates/${cert.id}/pdf?lang=en`)).rawPayload)).toContain('Passed');
  });

  it('is built once: the second download is the stored file, byte for byte', async () => {
    const { client, user } = await signedUp(t.app);
    const course = await insertCourse(t.app);
    const cert = await insertCertificate(t.app, { userId: user.id, courseId: course.id });
    const db = t.app.database.db;

    const first = await client.get(`/api/v1/certificates/${cert.id}/pdf`);
    const row = await db.selectFrom('certificate').select('pdfKey').where('id', '=', cert.id).executeTakeFirstOrThrow();
    // "-vc": this file carries the credential (a PDF built before credentials existed is built again).
    expect(row.pdfKey).toBe(`cert-${cert.id}-vc.pdf`);

    // Change what a rebuild would print: a download served from storage does not show it.
    await db.updateTable('course').set({ title: 'Renamed after the first download' }).where('id', '=', course.id).execute();
    const second = await client.get(`/api/v1/certificates/${cert.id}/pdf`);
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(await pdfText(second.rawPayload)).not.toContain('Renamed');
  });

  it('builds one file when several first downloads arrive together', async () => {
    const { client, user } = await signedUp(t.app);
    const course = await insertCourse(t.app);
    const cert = await insertCertificate(t.app, { userId: user.id, courseId: course.id });
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.get(`/api/v1/certificates/${cert.id}/pdf`)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(Buffer.compare(answer.rawPayload, answers[0]!.rawPayload)).toBe(0);
    }
    expect(await pdfText(answers[0]!.rawPayload)).toContain(cert.code);
    const later = await client.get(`/api/v1/certificates/${cert.id}/pdf`);
    expect(Buffer.compare(later.rawPayload, answers[0]!.rawPayload)).toBe(0);
  });

  it("answers 404 for another member's certificate or an unknown id, and 401 when signed out", async () => {
    const { user } = await signedUp(t.app);
    const { client: stranger } = await signedUp(t.app);
    const course = await insertCourse(t.app);
    const cert = await insertCertificate(t.app, { userId: user.id, courseId: course.id });

    const theirs = await stranger.get(`/api/v1/certificates/${cert.id}/pdf`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: { code: 'not_found', message: 'Certificate not found' } });
    expect((await stranger.get('/api/v1/certificates/not-a-certificate/pdf')).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/v1/certificates/${cert.id}/pdf`)).statusCode).toBe(401);
    // Nothing was built for the stranger.
    const row = await t.app.database.db.selectFrom('certificate').select('pdfKey').where('id', '=', cert.id).executeTakeFirstOrThrow();
    expect(row.pdfKey).toBeNull();
  });
});

describe('GET /api/v1/certificates/verify/:code', () => {
  async function issued(app = t.app) {
    const { user } = await signedUp(app, { firstName: 'Akosua', lastName: 'Darko' });
    const course = await insertCourse(app, { title: 'Digital Marketing Essentials', instructor: 'Yaw Ofori', level: 'Intermediate' });
    return insertCertificate(app, { userId: user.id, courseId: course.id, issuedAt: '2026-11-21T09:30:00.000Z' });
  }

  it('confirms a real code without a session, and reveals nothing else about the member', async () => {
    const cert = await issued();
    const res = await verify(cert.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      code: cert.code,
      courseName: 'Digital Marketing Essentials',
      recipientName: 'Akosua Darko',
      completionDate: '2026-11-21T09:30:00.000Z',
      issuer: 'SkillLink',
      instructor: 'Yaw Ofori',
      level: 'Intermediate',
      evidence: null,
    });
    expect(res.body).not.toMatch(/@|userId|email/);
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('sl_session');
  });

  it('accepts the code typed in lower case or with spaces around it', async () => {
    const cert = await issued();
    expect((await verify(cert.code.toLowerCase())).json()).toMatchObject({ valid: true, code: cert.code });
    expect((await verify(`  ${cert.code.toLowerCase()} `)).json()).toMatchObject({ valid: true, recipientName: 'Akosua Darko' });
  });

  it('answers invalid (200) for a made-up code of the right shape and for malformed codes', async () => {
    await issued();
    let madeUp = randomCode();
    while ((await verify(madeUp)).json().valid) madeUp = randomCode();
    expect((await verify(madeUp)).json()).toEqual({ valid: false, code: madeUp });
    for (const code of ['SL-123-456789', 'SL-', 'hello', "x' or 1=1 --", 'sl-0000-oooo-1111']) {
      const res = await verify(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false, code: code.trim().toUpperCase() });
    }
  });

  it('a member signed in as anyone gets the same public answer', async () => {
    const cert = await issued();
    const { client } = await signedUp(t.app);
    const res = await client.get(`/api/v1/certificates/verify/${cert.code}`);
    expect(res.json()).toMatchObject({ valid: true, recipientName: 'Akosua Darko' });
  });

  it(`answers 429 after ${VERIFY_PER_MINUTE} lookups a minute from one address, and only to that address`, async () => {
    const own = await buildTestApp();
    try {
      const cert = await issued(own.app);
      const ip = freshIp();
      for (let i = 0; i < VERIFY_PER_MINUTE; i += 1) {
        expect((await verify(i % 2 ? cert.code : randomCode(), ip, own.app)).statusCode).toBe(200);
      }
      const limited = await verify(cert.code, ip, own.app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: VERIFY_RATE_LIMITED } });
      expect((await verify(cert.code, freshIp(), own.app)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
