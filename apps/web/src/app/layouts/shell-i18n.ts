import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/shell.json';

// The app shell's strings travel with the app shell chunk (see lib/i18n.ts).
registerNamespace('shell', en, { fr: () => import('../../locales/fr/shell.json') });
