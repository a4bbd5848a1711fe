import { describe, expect, it } from 'vitest';
import { isAppPage, planFor } from './cache-rules';

const ORIGIN = 'https://skilllink.example';
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('what the service worker keeps (ADR 070)', () => {
  it('keeps hashed files and pages, and nothing else', () => {
    expect(planFor(get('/assets/messages-Abc123.js'), ORIGIN)).toBe('asset');
    expect(planFor(get('/app/messages', 'navigate'), ORIGIN)).toBe('page');
    expect(planFor(get('/learn?q=react', 'navigate'), ORIGIN)).toBe('page');
  });

  it.each([
    ['the API', get('/api/v1/conversations')],
    ['the API, even navigated to', get('/api/v1/account/export/download', 'navigate')],
    ['the realtime socket', get('/api/realtime')],
    ['the development mailbox', get('/dev/mailbox', 'navigate')],
    ['the worker itself', get('/sw.js')],
    ['a member photo', get('/api/v1/photos/u1.webp')],
    ['a link that carries a key', get('/auth/verify-email?token=secret', 'navigate')],
    ['another site', { url: 'https://cdn.example/assets/x.js', method: 'GET', mode: 'cors' }],
    ['a form post', { url: `${ORIGIN}/auth/login`, method: 'POST', mode: 'navigate' }],
    ['a plain fetch of a page', get('/app/messages')],
  ])('never keeps %s', (_what, request) => {
    expect(planFor(request, ORIGIN)).toBe('network');
  });

  it('answers course media from the saved lessons, whatever the request mode', () => {
    expect(planFor(get('/media/courses/sample-1-480p.webm', 'no-cors'), ORIGIN)).toBe('lesson-media');
    expect(planFor(get('/media/courses/sample-1.vtt'), ORIGIN)).toBe('lesson-media');
    expect(planFor(get('/media/courses/sample-1.webp?v=2', 'no-cors'), ORIGIN)).toBe('lesson-media');
    expect(planFor(get('/media/courses/sample-1-480p.webm', 'navigate'), ORIGIN)).toBe('lesson-media');
    expect(planFor({ url: 'https://cdn.example/media/courses/x.webm', method: 'GET', mode: 'no-cors' }, ORIGIN)).toBe('network');
    expect(planFor(get('/media/other/x.webm', 'no-cors'), ORIGIN)).toBe('network');
  });

  it('knows the pages of the signed-in app', () => {
    expect(isAppPage('/app')).toBe(true);
    expect(isAppPage('/app/courses/c1')).toBe(true);
    expect(isAppPage('/apple')).toBe(false);
    expect(isAppPage('/learn')).toBe(false);
  });
});
