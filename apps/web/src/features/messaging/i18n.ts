import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/messages.json';

// Typed keys for the "messages" namespace, declared beside the strings that define them. The
// folder is "messaging" like the server's; the strings keep their namespace and file names
// (locales/*/messages.json), so no translation file or t('…') call had to move with it.
declare module '../../lib/i18n' {
  interface Resources {
    messages: typeof en;
  }
}

// Imported by every module that uses the "messages" namespace; registering twice is harmless.
registerNamespace('messages', en, { fr: () => import('../../locales/fr/messages.json') });
