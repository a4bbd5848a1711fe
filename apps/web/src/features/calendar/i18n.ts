import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/calendar.json';

// Typed keys for the "calendar" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    calendar: typeof en;
  }
}

// Imported by every module that uses the "calendar" namespace; registering twice is harmless.
registerNamespace('calendar', en, { fr: () => import('../../locales/fr/calendar.json') });
