import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@skilllink/contracts/constants';
import { asLanguage, readerLanguage, type Language } from '../../platform/i18n/language.js';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * The language of a public page: the address's ?lang= (each language has its own address, for
 * hreflang and link previews), else the reader's (saved, cookie, browser). A visitor who follows
 * a language link keeps that language on the next pages: the choice is remembered in the cookie
 * the app reads too.
 */
export function siteLanguage(request: FastifyRequest, reply: FastifyReply, secure: boolean): Language {
  const asked = (request.query as { lang?: unknown }).lang;
  if (asked === 'en' || asked === 'fr') {
    if (request.cookies[LANGUAGE_COOKIE] !== asked)
      reply.setCookie(LANGUAGE_COOKIE, asked, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', secure });
    return asLanguage(asked);
  }
  return readerLanguage(request);
}

/** The page's own address in a language: English plain, French with ?lang=fr. */
export function addressIn(publicUrl: string, path: string, query: string, language: Language): string {
  const params = new URLSearchParams(query);
  if (language !== 'en') params.set('lang', language);
  const search = params.toString();
  return `${publicUrl}${path}${search ? `?${search}` : ''}`;
}

/** One query parameter when it is one of `allowed`, else `fallback` (an odd value is ignored, not an error page). */
export function oneOf<T extends string>(request: FastifyRequest, name: string, allowed: readonly T[], fallback: T): T {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
