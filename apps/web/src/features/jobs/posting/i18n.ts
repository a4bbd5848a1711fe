import { registerNamespace } from '../../../lib/i18n';
import en from '../../../locales/en/jobs-hiring.json';

// Typed keys for the "jobsHiring" namespace (the poster's side of jobs: posting and hiring),
// declared beside the strings that define them.
declare module '../../../lib/i18n' {
  interface Resources {
    jobsHiring: typeof en;
  }
}

// Imported by every module that uses the "jobsHiring" namespace; registering twice is harmless.
registerNamespace('jobsHiring', en, { fr: () => import('../../../locales/fr/jobs-hiring.json') });
