import { registerNamespace } from '../../../lib/i18n';
import en from '../../../locales/en/job-alerts.json';

// Typed keys for the "jobAlerts" namespace (saved searches that notify), declared beside the
// strings that define them.
declare module '../../../lib/i18n' {
  interface Resources {
    jobAlerts: typeof en;
  }
}

// Imported by every module that uses the "jobAlerts" namespace; registering twice is harmless.
registerNamespace('jobAlerts', en, { fr: () => import('../../../locales/fr/job-alerts.json') });
