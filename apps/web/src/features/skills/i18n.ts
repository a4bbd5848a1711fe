import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/skills.json';

// Imported by every module that uses the "skills" namespace; registering twice is harmless.
registerNamespace('skills', en, { fr: () => import('../../locales/fr/skills.json') });
