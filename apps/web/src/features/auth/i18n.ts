import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/auth.json';

// Imported by every module that uses the "auth" namespace; registering twice is harmless.
registerNamespace('auth', en, { fr: () => import('../../locales/fr/auth.json') });
