import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { MEDIA_DIR } from './media.js';

describe('lesson media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const size = statSync(path.join(MEDIA_DIR, 'courses', 'sample-1-240p.webm')).size;

  it('serves a whole video with its length, type and a day of caching', async () => {
    const res = await t.app.inject({ url: '/media/courses/sample-1-240p.webm' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(Number(res.headers['content-length'])).toBe(size);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a range request with 206 and only the bytes asked for', async () => {
    const res = await t.app.inject({ url: '/media/courses/sample-1-240p.webm', headers: { range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(res.rawPayload.length).toBe(100);
  });

  it('refuses a range past the end of the file', async () => {
    const res = await t.app.inject({ url: '/media/courses/sample-1-240p.webm', headers: { range: `bytes=${size + 10}-` } });
    expect(res.statusCode).toBe(416);
  });

  it('serves captions as WebVTT', async () => {
    const res = await t.app.inject({ url: '/media/courses/sample-1.vtt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.body.startsWith('WEBVTT')).toBe(true);
  });

  it('never reaches outside the media folder', async () => {
    const encoded = await t.app.inject({ url: '/media/courses/..%2f..%2fpackage.json' });
    // Whatever answers (404, or the web app's page), it is never the file outside.
    expect(encoded.body).not.toContain('"dependencies"');
    expect(encoded.headers['content-type']).not.toBe('application/json');
  });
});
