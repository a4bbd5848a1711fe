import { registerNamespace } from '../../../lib/i18n';
import en from '../../../locales/en/job-learning.json';

// Typed keys for the "jobLearning" namespace (courses for a listing's missing skills),
// declared beside the strings that define them.
declare module '../../../lib/i18n' {
  interface Resources {
    jobLearning: typeof en;
  }
}

// Imported by every module that uses the "jobLearning" namespace; registering twice is harmless.
registerNamespace('jobLearning', en, { fr: () => import('../../../locales/fr/job-learning.json') });
