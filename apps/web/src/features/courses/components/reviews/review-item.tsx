import type { Review } from '@skilllink/contracts/courses';
import { ThumbsUp } from 'lucide-react';
import { Avatar } from '../../../../components/ui/avatar';
import { cn } from '../../../../components/ui/cn';
import { RelativeTime } from '../../../../components/ui/relative-time';
import { useTranslation } from '../../../../lib/use-translation';
import { Stars } from './stars';
import '../../i18n';

interface ReviewItemProps {
  review: Review;
  own: boolean;
  onHelpful: (review: Review) => void;
}

/** One review: who, stars, when, what they wrote, and Helpful (not on the member's own). */
export function ReviewItem({ review, own, onHelpful }: ReviewItemProps) {
  const { t } = useTranslation('courses');
  const [firstName = '', ...rest] = review.userName.trim().split(/\s+/);
  return (
    <article className="flex gap-3 py-4">
      <Avatar id={review.userId} firstName={firstName} lastName={rest.at(-1) ?? ''} src={review.userAvatar} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold wrap-anywhere text-fg">{review.userName}</h3>
          {own && <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{t('reviews.yours')}</span>}
          <RelativeTime iso={review.date} />
        </div>
        <Stars rating={review.rating} />
        {review.comment && <p className="text-sm whitespace-pre-line wrap-anywhere text-fg">{review.comment}</p>}
        {!own && (
          <button
            type="button"
            onClick={() => onHelpful(review)}
            aria-pressed={review.markedHelpful}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 self-start rounded-md px-2 text-sm hover:bg-surface-2',
              review.markedHelpful ? 'font-semibold text-primary' : 'text-muted',
            )}
          >
            <ThumbsUp className={cn('size-4', review.markedHelpful && 'fill-current')} aria-hidden="true" />
            {t('reviews.helpful', { count: review.helpful })}
          </button>
        )}
      </div>
    </article>
  );
}
