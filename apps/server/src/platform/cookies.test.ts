import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearCookie, cookieFrom, serializeCookie, setCookie } from './cookies.js';

describe('cookies', () => {
  it('reads one cookie by name from a Cookie header', () => {
    const header = 'theme=dark; sl_csrf=abc-123_x; sl_session=tok%3Den';
    expect(cookieFrom(header, 'sl_csrf')).toBe('abc-123_x');
    expect(cookieFrom(header, 'sl_session')).toBe('tok=en');
    expect(cookieFrom(header, 'theme')).toBe('dark');
    expect(cookieFrom(header, 'session')).toBeUndefined();
    expect(cookieFrom(header, 'sl')).toBeUndefined();
    expect(cookieFrom(undefined, 'sl_csrf')).toBeUndefined();
    expect(cookieFrom('', 'sl_csrf')).toBeUndefined();
  });

  it('takes the first of two cookies with one name, unquotes, and keeps text that is not percent-encoded', () => {
    expect(cookieFrom('a=1; a=2', 'a')).toBe('1');
    expect(cookieFrom('a="quoted"', 'a')).toBe('quoted');
    expect(cookieFrom('a=100%; b=2', 'a')).toBe('100%');
    expect(cookieFrom('junk; =x; a = spaced ;b', 'a')).toBe('spaced');
    expect(cookieFrom('a=', 'a')).toBe('');
  });

  it('writes the attributes a browser needs', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(serializeCookie('sl_session', 'v/1', { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 60 }, at)).toBe(
      'sl_session=v%2F1; Max-Age=60; Expires=Thu, 01 Jan 2026 00:00:00 GMT; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeCookie('sl_csrf', 'x', { sameSite: 'strict' })).toBe('sl_csrf=x; Path=/; SameSite=Strict');
  });

  it('replaces a cookie set twice in one answer and keeps the others', async () => {
    const app = Fastify();
    app.get('/', async (_request, reply) => {
      setCookie(reply, 'a', '1', {});
      setCookie(reply, 'b', '2', {});
      clearCookie(reply, 'a', { httpOnly: true });
      return {};
    });
    const res = await app.inject('/');
    expect(res.headers['set-cookie']).toEqual([
      'b=2; Path=/; SameSite=Lax',
      'a=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax',
    ]);
    await app.close();
  });
});
