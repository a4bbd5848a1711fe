import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The two cookies we use (session and CSRF token), read and written without a cookie plugin.
 *
 * Why not @fastify/cookie: it parses every request's cookies into a new object and Map in an
 * onRequest hook, and adds an onSend hook, so every answer ran Fastify's onSend hook runner
 * even when no cookie was set. Reading a cookie by name when it is needed, and appending
 * `Set-Cookie` directly, costs nothing on the requests that need neither (ADR 023).
 */

export interface CookieOptions {
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  /** Seconds; without it the cookie lasts for the browser session. */
  maxAge?: number;
}

function decode(value: string): string {
  const unquoted = value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!unquoted.includes('%')) return unquoted;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted; // not percent-encoded after all: the raw text, as browsers sent it
  }
}

const SPACE = 32;
const TAB = 9;
const EQUALS = 61;

function skipBlanks(text: string, at: number): number {
  let i = at;
  while (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB) i++;
  return i;
}

/**
 * The value of the cookie `name` in a `Cookie` header (the first one, as RFC 6265 orders them).
 * It runs on every request, twice: it compares names in place and copies only the value found.
 */
export function cookieFrom(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let start = 0;
  while (start < header.length) {
    start = skipBlanks(header, start);
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    if (header.startsWith(name, start)) {
      const eq = skipBlanks(header, start + name.length);
      if (eq < end && header.charCodeAt(eq) === EQUALS) return decode(header.slice(eq + 1, end).trim());
    }
    start = end + 1;
  }
  return undefined;
}

/** The value of a cookie the request carries, or undefined. */
export const readCookie = (request: FastifyRequest, name: string): string | undefined => cookieFrom(request.headers.cookie, name);

/** A `Set-Cookie` header value. Names are ours (constants); values are percent-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions, expires?: Date): string {
  let text = `${name}=${encodeURIComponent(value)}`;
  if (options.maxAge !== undefined) {
    const seconds = Math.floor(options.maxAge);
    text += `; Max-Age=${seconds}; Expires=${(expires ?? new Date(Date.now() + seconds * 1000)).toUTCString()}`;
  }
  text += `; Path=${options.path ?? '/'}`;
  if (options.httpOnly) text += '; HttpOnly';
  if (options.secure) text += '; Secure';
  text += `; SameSite=${options.sameSite === 'strict' ? 'Strict' : options.sameSite === 'none' ? 'None' : 'Lax'}`;
  return text;
}

/** Sets a cookie on the answer, replacing one of the same name set earlier in this request. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions, expires?: Date): void {
  const header = serializeCookie(name, value, options, expires);
  const existing = reply.getHeader('set-cookie');
  if (existing === undefined) {
    reply.header('set-cookie', header);
    return;
  }
  const others = (Array.isArray(existing) ? existing : [String(existing)]).filter((c) => !String(c).startsWith(`${name}=`));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others.map(String), header]);
}

/** Tells the browser to forget a cookie (same path and flags it was set with). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, maxAge: 0 }, new Date(0));
}
