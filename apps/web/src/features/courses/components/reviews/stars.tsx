import { Star } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import '../../i18n';

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('courses');
  return (
    <span role="img" aria-label={t('reviews.stars', { rating })} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= Math.round(rating) ? 'fill-current text-amber-600 dark:text-amber-400' : 'text-border-strong')}
        />
      ))}
    </span>
  );
}
