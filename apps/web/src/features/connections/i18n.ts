import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/connections.json';

// Typed keys for the "connections" namespace, declared beside the strings that define them.
declare module '../../lib/i18n' {
  interface Resources {
    connections: typeof en;
  }
}

// Imported by every module that uses the "connections" namespace; registering twice is harmless.
registerNamespace('connections', en, { fr: () => import('../../locales/fr/connections.json') });
