import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/profile.json';

// Imported by every module that uses the "profile" namespace; registering twice is harmless.
registerNamespace('profile', en, { fr: () => import('../../locales/fr/profile.json') });
