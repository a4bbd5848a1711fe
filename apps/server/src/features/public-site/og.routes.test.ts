import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { eraseMember } from '../../test/erase.js';
import { signedUp } from '../../test/factories.js';
import { renderPng } from './og-image.js';
import { ogRoutes } from './og.routes.js';
import { certificateOf, makePublic, serve } from './public-site-fixtures.js';

// GET /og/…png (issue 26 §2): link-preview images, drawn once per set of facts, never for what does not exist.

const CODE = 'SL-ABCD-EFGH-JKMN';

describe('link-preview images', () => {
  let t: TestApp;
  let og: FastifyInstance;
  const drawn: string[] = [];
  let ama: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.database.db;
    og = await serve(ogRoutes, {
      db,
      publicUrl: 'https://skilllink.example',
      rateLimitFactor: 1,
      render: (svg: string) => {
        drawn.push(svg);
        return renderPng(svg);
      },
    });
    ama = (await signedUp(t.app, { firstName: 'Éloïse', lastName: "N'Guessan-Abena" })).user.id;
    await makePublic(db, ama, { handle: 'eloise-ng', title: 'Data analyst', location: 'Accra, Ghana', skills: ['Python', 'SQL'] });
    await certificateOf(db, ama, CODE, { title: 'Data basics' });
  });
  afterAll(async () => {
    await og.close();
    await t.close();
  });
  beforeEach(() => {
    drawn.length = 0;
  });

  const get = (url: string, headers: Record<string, string> = {}) => og.inject({ method: 'GET', url, headers });

  it('answers a certificate’s card as a 1200×630 PNG under 300 KB, cacheable for a day, with an ETag', async () => {
    const res = await get(`/og/certificates/${CODE.toLowerCase()}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toContain('Éloïse N&#39;Guessan-Abena');
    expect(drawn[0]).toContain(CODE);
  });

  it('draws a card once: the next request, HEAD and a revalidation are served without drawing', async () => {
    const first = await get(`/og/certificates/${CODE}.png?lang=fr`);
    expect(first.statusCode).toBe(200);
    const again = await get(`/og/certificates/${CODE}.png?lang=fr`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const head = await og.inject({ method: 'HEAD', url: `/og/certificates/${CODE}.png?lang=fr` });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'image/png']);
    const revalidated = await get(`/og/certificates/${CODE}.png?lang=fr`, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toContain('CERTIFICAT DE RÉUSSITE');
  });

  it('redraws when the facts change, and escapes what the member typed', async () => {
    const before = await get(`/og/certificates/${CODE}.png`);
    await t.app.database.db.updateTable('user').set({ firstName: '<script>&"' }).where('id', '=', ama).execute();
    const after = await get(`/og/certificates/${CODE}.png`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(drawn.at(-1)).toContain('&lt;script&gt;&amp;&quot;');
    expect((await sharp(after.rawPayload).metadata()).width).toBe(1200);
    await t.app.database.db.updateTable('user').set({ firstName: 'Éloïse' }).where('id', '=', ama).execute();
  });

  it('answers 404 for unknown or malformed codes and handles, without drawing anything', async () => {
    const answers = [
      ['/og/certificates/SL-ZZZZ-ZZZZ-ZZZZ.png', 404],
      ['/og/certificates/not-a-code.png', 404],
      ['/og/members/nobody-here.png', 404],
      ['/og/members/Not%20a%20handle!.png', 404],
      // Fastify refuses a path parameter over 100 characters before any work.
      [`/og/certificates/${'x'.repeat(150)}.png`, 414],
    ] as const;
    for (const [url, status] of answers) expect([url, (await get(url)).statusCode]).toEqual([url, status]);
    expect(drawn).toEqual([]);
  });

  it('draws a public member with headline, location and skills; a member who hides their profile gets no image', async () => {
    const res = await get('/og/members/Eloise-NG.png');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).height).toBe(630);
    expect(drawn[0]).toContain('Data analyst');
    expect(drawn[0]).toContain('Accra, Ghana');
    expect(drawn[0]).toMatch(/>Python<\/text>.*>SQL<\/text>/);
    expect(drawn[0]).toContain('skilllink.example/in/eloise-ng');

    const kofi = (await signedUp(t.app, { firstName: 'Kofi', lastName: 'Boateng' })).user.id;
    await makePublic(t.app.database.db, kofi, { handle: 'kofi-hidden', visibility: 'members' });
    expect((await get('/og/members/kofi-hidden.png')).statusCode).toBe(404);
    expect(drawn).toHaveLength(1);
  });

  it('has no image for an erased member or their revoked certificate', async () => {
    const yaw = (await signedUp(t.app, { firstName: 'Yaw', lastName: 'Erased' })).user.id;
    await makePublic(t.app.database.db, yaw, { handle: 'yaw-erased' });
    await certificateOf(t.app.database.db, yaw, 'SL-ERAS-EDXX-2345');
    expect((await get('/og/members/yaw-erased.png')).statusCode).toBe(200);
    expect((await get('/og/certificates/SL-ERAS-EDXX-2345.png')).statusCode).toBe(200);
    await eraseMember(t.app, yaw);
    expect((await get('/og/members/yaw-erased.png')).statusCode).toBe(404);
    expect((await get('/og/certificates/SL-ERAS-EDXX-2345.png')).statusCode).toBe(404);
  });

  it('serves the site card in the reader’s language, varying by it when no lang is asked', async () => {
    const res = await get('/og/site.png', { 'accept-language': 'fr-FR' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('accept-language, cookie');
    expect(drawn[0]).toContain('Connecter. Apprendre. Grandir.');
    expect((await get('/og/site.png?lang=en')).headers.vary).toBeUndefined();
  });

  it('limits previews per address', async () => {
    const limited = await serve(ogRoutes, { db: t.app.database.db, publicUrl: 'http://x', rateLimitFactor: 1 / 120, render: renderPng });
    expect((await limited.inject('/og/certificates/SL-ZZZZ-ZZZZ-ZZZZ.png')).statusCode).toBe(404);
    const refused = await limited.inject('/og/certificates/SL-ZZZZ-ZZZZ-ZZZZ.png');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await limited.close();
  });
});
