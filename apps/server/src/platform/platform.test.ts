import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { TestClient } from '../test/client.js';
import { newMember } from '../test/factories.js';
import { FLOOD_PER_MINUTE } from './rate-limit.js';

let t: TestApp;
let web: string;
beforeAll(async () => {
  // A stand-in build of the web app, so serving and caching are tested without building it.
  web = mkdtempSync(path.join(tmpdir(), 'skilllink-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>SkillLink</title>');
  writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  t = await buildTestApp({ WEB_DIST: web, DEV_MAILBOX: 'true' });
});
afterAll(async () => t.close());

describe('platform', () => {
  it('health says alive, ready says the database answers', async () => {
    const c = new TestClient(t.app);
    expect((await c.get('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await c.get('/api/ready')).json()).toMatchObject({ status: 'ready', details: { database: 'ok' } });
  });

  it('sends a strict page policy, a lean API policy, and a request id', async () => {
    const page = await new TestClient(t.app).get('/app/dashboard');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');

    const api = await new TestClient(t.app).get('/api/health', { 'x-request-id': 'trace-12345678' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-request-id']).toBe('trace-12345678');
    expect(api.headers['x-ratelimit-remaining']).toBeUndefined();
    // Only what a JSON answer needs (ADR 018): no page-only headers on every API call.
    expect(api.headers['referrer-policy']).toBeUndefined();
    expect(api.headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('gives its request id back on every error answer, and on other answers only to a caller that sent one', async () => {
    const c = new TestClient(t.app);
    expect((await c.get('/api/health')).headers['x-request-id']).toBeUndefined();
    const missing = await c.get('/api/v1/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['x-request-id'])).toMatch(/^[\w-]{3,}$/);
    const unauthorized = await c.get('/api/v1/dashboard');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['x-request-id']).toBeTruthy();
    expect(unauthorized.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it('answers a flood from one address with 429 and Retry-After, and keeps serving others', async () => {
    const flooder = new TestClient(t.app, '10.9.9.9');
    const codes: number[] = [];
    for (let i = 0; i <= FLOOD_PER_MINUTE; i += 1) codes.push((await flooder.get('/api/health')).statusCode);
    expect(codes.slice(0, FLOOD_PER_MINUTE).every((code) => code === 200)).toBe(true);
    const refused = await flooder.get('/api/health');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new TestClient(t.app, '10.9.9.10').get('/api/health')).statusCode).toBe(200);
  });

  it('refuses state-changing requests without the CSRF token or from another origin', async () => {
    const c = new TestClient(t.app);
    await c.get('/api/health');
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      cookies: { sl_csrf: c.cookies.get('sl_csrf')! },
      payload: newMember(),
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe('csrf_failed');
    const foreign = await c.post('/api/v1/auth/register', newMember(), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const ours = await c.post('/api/v1/auth/register', newMember(), { origin: 'http://localhost:3000' });
    expect(ours.statusCode).toBe(202);
  });

  it('answers unknown API paths with the error shape and never leaks internals', async () => {
    const res = await new TestClient(t.app).get('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    const bad = await new TestClient(t.app).post('/api/v1/auth/login', '{"email":', { 'content-type': 'application/json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_request');
  });

  it('publishes an OpenAPI document generated from the contracts, and a readable page', async () => {
    const doc = (await new TestClient(t.app).get('/api/docs/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/v1/session', '/api/v1/auth/register']),
    );
    const page = await new TestClient(t.app).get('/api/docs');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/v1/auth/forgot-password');
    // An HTML page under /api: it keeps the page policy, not the JSON one.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('serves the web app: hashed assets cached for a year, client routes get index.html', async () => {
    const c = new TestClient(t.app);
    const asset = await c.get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const route = await c.get('/app/profile');
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(route.body).toContain('<title>SkillLink</title>');
    expect((await c.get('/assets/missing.js')).statusCode).toBe(404);
    const compressed = await c.get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
  });

  it('shows sent mail with its links in the dev mailbox when enabled', async () => {
    const c = new TestClient(t.app);
    const body = newMember();
    await c.post('/api/v1/auth/register', body);
    const page = await c.get('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(body.email);
    expect(page.body).toMatch(/href="http:\/\/localhost:3000\/auth\/verify-email\?token=[\w-]+"/);
  });

  it('has no dev mailbox unless configured', async () => {
    const plain = await buildTestApp();
    try {
      expect((await new TestClient(plain.app).get('/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
