import { registerNamespace } from '../../../lib/i18n';
import en from '../../../locales/en/workspace-team.json';

// Typed keys for the "workspace-team" namespace (the Team and Milestones tabs), declared beside the strings.
declare module '../../../lib/i18n' {
  interface Resources {
    'workspace-team': typeof en;
  }
}

// Imported by every module that uses the namespace; registering twice is harmless.
registerNamespace('workspace-team', en, { fr: () => import('../../../locales/fr/workspace-team.json') });
