import { registerNamespace } from '../lib/i18n';
import en from '../locales/en/public.json';

// The public site's strings, for the server's render of its pages (ADR 068).
registerNamespace('public', en, { fr: () => import('../locales/fr/public.json') });
