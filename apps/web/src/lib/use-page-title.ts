import { useLayoutEffect } from 'react';
import { useTranslation } from './use-translation';

/**
 * Tab title "{page} | SkillLink", or just "SkillLink" (home). Pass the translated title.
 * Call it once per page: a child's effect runs before its parent's, so the outermost call wins.
 */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  // A layout effect: the title changes in the same commit as the page, so history entries and
  // screen readers never pick up the previous page's title (a passive effect may run later).
  useLayoutEffect(() => {
    document.title = title ? t('titleSuffix', { page: title }) : t('brand');
  }, [title, t]);
}
