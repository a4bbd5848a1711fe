import type { Language } from '@skilllink/contracts/auth';
import { LANGUAGE_COOKIE } from '@skilllink/contracts/constants';
import type enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import type enProfile from '../locales/en/profile.json';
import type enPublic from '../locales/en/public.json';
import type enShell from '../locales/en/shell.json';
import type enSkills from '../locales/en/skills.json';
import { readStored, writeStored } from './storage';
import { Translator, type Bundle, type TranslateOptions } from './translator';

/** Same key as the inline script in index.html, which sets <html lang> before first paint. */
export const LANGUAGE_KEY = 'sl-lang';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** Every namespace's shape, for typed keys (TranslationKey below). English is the reference. */
export interface Resources {
  common: typeof enCommon;
  auth: typeof enAuth;
  shell: typeof enShell;
  public: typeof enPublic;
  skills: typeof enSkills;
  profile: typeof enProfile;
}
export type Namespace = keyof Resources;

type Leaf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** "stats.matchDetail_one" and "_other" are asked for as "stats.matchDetail" with a `count`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
/** Every key of a namespace: a misspelt key is a compile error, not a blank label. */
export type TranslationKey<N extends Namespace> = Leaf<Resources[N]> | PluralBase<Leaf<Resources[N]>>;
export type TFunction<N extends Namespace = 'common'> = (key: TranslationKey<N>, options?: TranslateOptions) => string;
type Loader = () => Promise<{ default: object }>;

// How strings reach the browser, for the page-weight budget (login ≤ 120 KB gzip):
// - each namespace travels with the chunk of the area that uses it (registerNamespace), so
//   the entry carries only "common";
// - English, the fallback, is bundled with its chunk; other languages are separate small
//   files fetched when that language is in use (before the first render, or on switching).
// It starts in English (always bundled); main.tsx switches to the preferred language, after
// fetching it, before the first render.
const i18n = new Translator('en', 'en');
const loaders = new Map<Namespace, Partial<Record<Language, Loader>>>();
const pending = new Set<Promise<void>>();
/** The language being switched to (or in use): an area that registers mid-switch loads it too. */
let wanted: Language = 'en';

function isLanguage(value: string | null | undefined): value is Language {
  return value === 'en' || value === 'fr';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

async function loadNamespace(language: Language, namespace: Namespace): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const load = loaders.get(namespace)?.[language];
  if (!load) return;
  const { default: bundle } = await load();
  i18n.addResourceBundle(language, namespace, bundle as Bundle);
}

/**
 * Adds an area's strings: English at once, the other languages on demand. Call at module
 * level in the area's chunk; registering twice is harmless.
 */
export function registerNamespace<N extends Namespace>(
  namespace: N,
  english: Resources[N],
  others: Partial<Record<Language, Loader>>,
): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english as unknown as Bundle);
  loaders.set(namespace, others);
  const language = wanted;
  if (language !== 'en') {
    const loading = loadNamespace(language, namespace).finally(() => pending.delete(loading));
    pending.add(loading);
  }
}

/** Resolves once the strings of every registered namespace are here in the current language. */
export async function translationsReady(): Promise<void> {
  await Promise.allSettled([...pending]);
}

/** Fetches what the language needs, then switches every mounted string and remembers it. */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language;
  writeStored(LANGUAGE_KEY, language);
  // The server renders the sign-in pages and writes to visitors in this language too.
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  await Promise.allSettled([...loaders.keys()].map((namespace) => loadNamespace(language, namespace)));
  // Areas whose chunk arrived while those loaded fetch theirs too (registerNamespace reads
  // `wanted`): without this wait a page opened during the switch kept its English strings.
  await translationsReady();
  if (wanted !== language) return; // a newer choice is on its way
  await i18n.changeLanguage(language);
}

/**
 * The stored choice, else the one made on the public site (its language links set only the
 * cookie: those pages have no app script), else the browser's language, else English.
 */
export function preferredLanguage(): Language {
  const stored = readStored(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const cookie = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(en|fr)(?:;|$)`).exec(document.cookie)?.[1];
  if (isLanguage(cookie)) return cookie;
  return navigator.language?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** A `t` outside components, for a pure function's words; `language` null follows the current one. */
export function fixedT<N extends Namespace>(namespace: N, language: string | null = null): TFunction<N> {
  return i18n.getFixedT(language, namespace) as TFunction<N>;
}

// Not when the server renders a page (ADR 049): it writes <html lang> itself.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

registerNamespace('common', enCommon, { fr: () => import('../locales/fr/common.json') });

export { i18n };
