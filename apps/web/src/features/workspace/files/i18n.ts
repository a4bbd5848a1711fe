import { registerNamespace } from '../../../lib/i18n';
import en from '../../../locales/en/workspace-files.json';

// Typed keys for the "workspace-files" namespace (the Files tab), declared beside the strings.
declare module '../../../lib/i18n' {
  interface Resources {
    'workspace-files': typeof en;
  }
}

// Imported by every module that uses the namespace; registering twice is harmless.
registerNamespace('workspace-files', en, { fr: () => import('../../../locales/fr/workspace-files.json') });
