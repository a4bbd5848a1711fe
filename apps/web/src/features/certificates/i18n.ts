import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/certificates.json';

// Typed keys for the "certificates" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    certificates: typeof en;
  }
}

// Imported by every module that uses the "certificates" namespace; registering twice is harmless.
registerNamespace('certificates', en, { fr: () => import('../../locales/fr/certificates.json') });
