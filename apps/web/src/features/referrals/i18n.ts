import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/referrals.json';

// Typed keys for the "referrals" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    referrals: typeof en;
  }
}

// Imported by every module that uses the "referrals" namespace; registering twice is harmless.
registerNamespace('referrals', en, { fr: () => import('../../locales/fr/referrals.json') });
