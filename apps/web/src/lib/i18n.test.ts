import { describe, expect, it } from 'vitest';
import en from '../locales/en/certificates.json';
import { fixedT, i18n, LANGUAGE_KEY, preferredLanguage, registerNamespace, setLanguage } from './i18n';

describe('switching language', () => {
  it('also brings the strings of an area whose chunk arrives during the switch', async () => {
    const switching = setLanguage('fr');
    // The certificates page's chunk registers its strings while the switch is still loading.
    registerNamespace('certificates', en, { fr: () => import('../locales/fr/certificates.json') });
    await switching;
    expect(i18n.language).toBe('fr');
    expect(fixedT('certificates')('grades.Passed')).toBe('Réussi');
  });
});

describe('the language a visitor starts in', () => {
  it('is the stored choice, else the one made on the public site (its cookie), else the browser', () => {
    document.cookie = 'sl_lang=fr; path=/';
    expect(preferredLanguage()).toBe('fr');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(preferredLanguage()).toBe('en');
    localStorage.removeItem(LANGUAGE_KEY);
    document.cookie = 'sl_lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(preferredLanguage()).toBe(navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en');
  });
});
