import type enShell from '../locales/en/shell.json';

/** Title keys of the app pages (shell namespace); the public pages are the server's (ADR 068). */
export type AppPageKey = keyof (typeof enShell)['pages'];

// Pages in app/ and forms in features/ set the title the same way.
export { usePageTitle } from '../lib/use-page-title';
