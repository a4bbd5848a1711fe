import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/activity.json';

// Typed keys for the "activity" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    activity: typeof en;
  }
}

// Imported by every module that uses the "activity" namespace; registering twice is harmless.
registerNamespace('activity', en, { fr: () => import('../../locales/fr/activity.json') });
