import { registerNamespace } from '../../../lib/i18n';
import en from '../../../locales/en/job-companies.json';

// Typed keys for the "jobCompanies" namespace (companies and their hiring teams), declared
// beside the strings that define them.
declare module '../../../lib/i18n' {
  interface Resources {
    jobCompanies: typeof en;
  }
}

// Imported by every module that uses the "jobCompanies" namespace; registering twice is harmless.
registerNamespace('jobCompanies', en, { fr: () => import('../../../locales/fr/job-companies.json') });
