import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/jobs.json';

// Typed keys for the "jobs" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    jobs: typeof en;
  }
}

// Imported by every module that uses the "jobs" namespace; registering twice is harmless.
registerNamespace('jobs', en, { fr: () => import('../../locales/fr/jobs.json') });
