import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/dashboard.json';

// Typed keys for the "dashboard" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    dashboard: typeof en;
  }
}

// Imported by every module that uses the "dashboard" namespace; registering twice is harmless.
registerNamespace('dashboard', en, { fr: () => import('../../locales/fr/dashboard.json') });
