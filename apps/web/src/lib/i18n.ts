import i18n from 'i18next';
import type { Language } from '@skilllink/contracts/auth';
import type enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import type enProfile from '../locales/en/profile.json';
import type enPublic from '../locales/en/public.json';
import type enShell from '../locales/en/shell.json';
import type enSkills from '../locales/en/skills.json';
import { readStored, writeStored } from './storage';

/** Same key as the inline script in index.html, which sets <html lang> before first paint. */
export const LANGUAGE_KEY = 'sl-lang';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** Every namespace's shape, for typed keys (lib/i18next.d.ts). English is the reference. */
export interface Resources {
  common: typeof enCommon;
  auth: typeof enAuth;
  shell: typeof enShell;
  public: typeof enPublic;
  skills: typeof enSkills;
  profile: typeof enProfile;
}
export type Namespace = keyof Resources;
type Loader = () => Promise<{ default: object }>;

// How strings reach the browser, for the page-weight budget (login ≤ 120 KB gzip):
// - each namespace travels with the chunk of the area that uses it (registerNamespace), so
//   the entry carries only "common";
// - English, the fallback, is bundled with its chunk; other languages are separate small
//   files fetched when that language is in use (before the first render, or on switching).
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
  i18n.addResourceBundle(language, namespace, bundle, true, true);
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
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english, true, true);
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
  await Promise.allSettled([...loaders.keys()].map((namespace) => loadNamespace(language, namespace)));
  // Areas whose chunk arrived while those loaded fetch theirs too (registerNamespace reads
  // `wanted`): without this wait a page opened during the switch kept its English strings.
  await translationsReady();
  if (wanted !== language) return; // a newer choice is on its way
  await i18n.changeLanguage(language);
}

/** The stored choice, else the browser's language when we have it, else English. */
export function preferredLanguage(): Language {
  const stored = readStored(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.init({
  resources: { en: { common: enCommon } },
  // Starts in English (always bundled); main.tsx switches to the preferred language, after
  // fetching it, before the first render.
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  ns: ['common'],
  defaultNS: 'common',
  // React escapes output already.
  interpolation: { escapeValue: false },
  // English is in memory, so initialise synchronously.
  initAsync: false,
});

registerNamespace('common', enCommon, { fr: () => import('../locales/fr/common.json') });

export { i18n };
