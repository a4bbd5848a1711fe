import 'i18next';
import type { Resources } from './i18n';

// Typed keys: a misspelt translation key is a compile error, not a blank label.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
