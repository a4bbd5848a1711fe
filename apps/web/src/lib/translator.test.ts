import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator('en', 'en');
  i18n.addResourceBundle('en', 'ns', {
    hello: 'Hello {{name}}',
    nested: { deep: { key: 'Deep' } },
    files_one: '{{count}} file',
    files_other: '{{count}} files',
    onlyEnglish: 'English only',
  });
  i18n.addResourceBundle('fr', 'ns', {
    hello: 'Bonjour {{ name }}',
    files_one: '{{count}} fichier',
    files_many: '{{count}} de fichiers',
    files_other: '{{count}} fichiers',
  });
  return i18n;
}

describe('Translator', () => {
  it('fills placeholders and walks dotted keys', () => {
    const t = translator().getFixedT(null, 'ns');
    expect(t('hello', { name: 'Ama' })).toBe('Hello Ama');
    expect(t('nested.deep.key')).toBe('Deep');
    // A value left out reads as nothing rather than as the placeholder's braces.
    expect(t('hello')).toBe('Hello ');
  });

  it('picks the plural form by the language’s own rules', () => {
    const i18n = translator();
    const en = i18n.getFixedT('en', 'ns');
    const fr = i18n.getFixedT('fr', 'ns');
    expect([0, 1, 2].map((count) => en('files', { count }))).toEqual(['0 files', '1 file', '2 files']);
    // French: 0 and 1 are singular, a million takes "de".
    expect([0, 1, 2, 1_000_000].map((count) => fr('files', { count }))).toEqual([
      '0 fichier',
      '1 fichier',
      '2 fichiers',
      '1000000 de fichiers',
    ]);
  });

  it('falls back to the other form, then English, then the default or the key', () => {
    const i18n = translator();
    i18n.addResourceBundle('fr', 'partial', { items_other: '{{count}} éléments' });
    i18n.addResourceBundle('en', 'partial', { items_one: 'one item', items_other: '{{count}} items' });
    const fr = i18n.getFixedT('fr', 'partial');
    expect(fr('items', { count: 1 })).toBe('1 éléments');
    expect(i18n.getFixedT('fr', 'ns')('onlyEnglish')).toBe('English only');
    expect(fr('missing.key', { defaultValue: 'Programming' })).toBe('Programming');
    expect(fr('missing.key')).toBe('missing.key');
    expect(i18n.getFixedT('fr', 'absent')('hello')).toBe('hello');
  });

  it('follows the current language and tells listeners when it changes', async () => {
    const i18n = translator();
    const t = i18n.getFixedT(null, 'ns');
    const fixedEnglish = i18n.getFixedT('en', 'ns');
    const heard = vi.fn();
    i18n.on('languageChanged', heard);
    await i18n.changeLanguage('fr');
    expect(heard).toHaveBeenCalledWith('fr');
    expect(t('hello', { name: 'Kofi' })).toBe('Bonjour Kofi');
    expect(fixedEnglish('hello', { name: 'Kofi' })).toBe('Hello Kofi');
    i18n.off('languageChanged', heard);
    await i18n.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
