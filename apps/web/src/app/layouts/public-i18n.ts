import { registerNamespace } from '../../lib/i18n';
import en from '../../locales/en/public.json';

// The public site's strings travel with the public layout chunk (see lib/i18n.ts).
registerNamespace('public', en, { fr: () => import('../../locales/fr/public.json') });
