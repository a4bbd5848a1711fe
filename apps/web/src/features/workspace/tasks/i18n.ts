import { registerNamespace } from '../../../lib/i18n';
import en from '../../../locales/en/workspace-tasks.json';

// Typed keys for the "workspace-tasks" namespace, declared beside the strings that define them.
declare module '../../../lib/i18n' {
  interface Resources {
    'workspace-tasks': typeof en;
  }
}

// Imported by every module that uses the "workspace-tasks" namespace; registering twice is harmless.
registerNamespace('workspace-tasks', en, { fr: () => import('../../../locales/fr/workspace-tasks.json') });
