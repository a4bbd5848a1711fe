import { createContext, useContext } from 'react';
import type { SiteRequest } from '@skilllink/contracts/site-pages';
import type { TFunction } from '../lib/i18n';

/** What every part of a server-rendered public page may read: who asks, where, and their words. */
export interface SiteEnv extends SiteRequest {
  t: TFunction<'public'>;
  tc: TFunction<'common'>;
}

export const SiteEnvContext = createContext<SiteEnv | null>(null);

export function useSite(): SiteEnv {
  const env = useContext(SiteEnvContext);
  if (!env) throw new Error('useSite outside a site page');
  return env;
}

/** A link to another public page in the same language: French pages carry ?lang=fr (hreflang). */
export function siteHref(path: string, language: string, query = ''): string {
  const params = new URLSearchParams(query);
  if (language !== 'en') params.set('lang', language);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function useHref(): (path: string, query?: string) => string {
  const { language } = useSite();
  return (path, query) => siteHref(path, language, query);
}

/** Dates as a reader in Accra or Abidjan writes them ("7 July 2026", "7 juillet 2026"). */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-GH' : 'en-GH', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** Cut at a word boundary so that the text with its ellipsis fits `max` characters (spec §9). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
