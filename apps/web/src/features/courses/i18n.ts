import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/courses.json';

// Typed keys for the "courses" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    courses: typeof en;
  }
}

// Imported by every module that uses the "courses" namespace; registering twice is harmless.
registerNamespace('courses', en, { fr: () => import('../../locales/fr/courses.json') });
