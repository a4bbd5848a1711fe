import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/settings.json';

// Typed keys for the "settings" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    settings: typeof en;
  }
}

// Imported by every module that uses the "settings" namespace; registering twice is harmless.
registerNamespace('settings', en, { fr: () => import('../../locales/fr/settings.json') });
