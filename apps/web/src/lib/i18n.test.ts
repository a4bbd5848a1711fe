import { describe, expect, it } from 'vitest';
import en from '../locales/en/certificates.json';
import { fixedT, i18n, registerNamespace, setLanguage } from './i18n';

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
