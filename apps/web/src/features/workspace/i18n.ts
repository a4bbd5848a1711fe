import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/workspace.json';

// Typed keys for the "workspace" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    workspace: typeof en;
  }
}

// Imported by every module that uses the "workspace" namespace; registering twice is harmless.
registerNamespace('workspace', en, { fr: () => import('../../locales/fr/workspace.json') });
