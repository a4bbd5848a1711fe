import type enPublic from '../locales/en/public.json';
import type enShell from '../locales/en/shell.json';

/** Title keys of the app pages (shell namespace) and of the public pages (public namespace). */
export type AppPageKey = keyof (typeof enShell)['pages'];
export type PublicPageKey = keyof (typeof enPublic)['pages'];

// Pages in app/ and forms in features/ set the title the same way.
export { usePageTitle } from '../lib/use-page-title';
