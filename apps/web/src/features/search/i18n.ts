import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/search.json';

// Typed keys for the "search" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    search: typeof en;
  }
}

// Imported by every module that uses the "search" namespace; registering twice is harmless.
// The top bar's typeahead speaks through the shell's strings, so this file stays with the page.
registerNamespace('search', en, { fr: () => import('../../locales/fr/search.json') });
