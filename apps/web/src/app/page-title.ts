import { useLayoutEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import type enPublic from '../locales/en/public.json';
import type enShell from '../locales/en/shell.json';

/** Title keys of the app pages (shell namespace) and of the public pages (public namespace). */
export type AppPageKey = keyof (typeof enShell)['pages'];
export type PublicPageKey = keyof (typeof enPublic)['pages'];

/** Tab title "{page} | SkillLink", or just "SkillLink" (home). Pass the translated title. */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  // A layout effect: the title changes in the same commit as the page, so history entries and
  // screen readers never pick up the previous page's title (a passive effect may run later).
  useLayoutEffect(() => {
    document.title = title ? t('titleSuffix', { page: title }) : t('brand');
  }, [title, t]);
}
