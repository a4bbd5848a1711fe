import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** A category's name in the member's language, by slug; the server's name for anything unknown. */
export function useCategoryName(): (slug: string, fallback: string) => string {
  const { t } = useTranslation('skills');
  return useCallback(
    (slug, fallback) =>
      slug === 'all' ? t('category.all') : t(`category.names.${slug}` as 'category.names.programming', { defaultValue: fallback }),
    [t],
  );
}
