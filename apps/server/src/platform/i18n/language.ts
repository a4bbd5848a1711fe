import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@skilllink/contracts/constants';

/** The languages the server writes in; English is the fallback for anything else. */
export type Language = 'en' | 'fr';

export const asLanguage = (value: string | null | undefined): Language => (value === 'fr' ? 'fr' : 'en');

/** "fr-FR,fr;q=0.9,en;q=0.8" → 'fr'; the first language we speak wins, else English. */
export function languageFromHeader(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

/**
 * The language a request's answer is read in: the signed-in member's saved choice, else the
 * visitor's choice in the web app (its cookie), else what the browser asks for. Refusals raised before the session is read (flood limit, CSRF) only
 * have the header; the web app sends its current language there, so they match too.
 */
export function readerLanguage(request: FastifyRequest): Language {
  const saved = request.auth?.member.language ?? request.cookies?.[LANGUAGE_COOKIE];
  return saved ? asLanguage(saved) : languageFromHeader(request.headers['accept-language']);
}
