import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/credentials.json';

// Typed keys for the "credentials" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    credentials: typeof en;
  }
}

// Imported by every module that uses the "credentials" namespace; registering twice is harmless.
registerNamespace('credentials', en, { fr: () => import('../../locales/fr/credentials.json') });
