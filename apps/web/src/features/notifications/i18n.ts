import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/notifications.json';

// Typed keys for the "notifications" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    notifications: typeof en;
  }
}

// Imported by every module that uses the "notifications" namespace; registering twice is harmless.
registerNamespace('notifications', en, { fr: () => import('../../locales/fr/notifications.json') });
