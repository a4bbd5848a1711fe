import type { CourseDetail, Review } from '@skilllink/contracts/courses';
import { Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { QueryState } from '../../../../components/ui/query-state';
import { useToast } from '../../../../components/ui/toast';
import { useTranslation } from '../../../../lib/use-translation';
import { useReviews } from '../../api/get-reviews';
import { useSetHelpful } from '../../api/mark-helpful';
import { formatRating } from '../../format';
import { ReviewDialog } from './review-dialog';
import { ReviewItem } from './review-item';
import '../../i18n';

/** The course's reviews: average (one decimal) and count, the list, and the member's own review. */
export function ReviewsSection({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const reviews = useReviews(course.id);
  const helpful = useSetHelpful();
  const [open, setOpen] = useState(false);
  const data = reviews.data;
  const mine = data?.mine ?? null;

  const onHelpful = (review: Review) =>
    helpful.mutate(
      { courseId: course.id, reviewId: review.id, helpful: !review.markedHelpful },
      { onError: () => toast(t('reviews.helpfulError'), 'error') },
    );

  return (
    <section aria-labelledby="course-reviews" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="course-reviews" className="text-lg font-semibold text-fg">
            {t('reviews.title')}
          </h2>
          {data && data.rating !== null && (
            <p className="inline-flex items-center gap-1.5 text-sm text-fg">
              <Star className="size-4 fill-current text-amber-600 dark:text-amber-400" aria-hidden="true" />
              <span className="font-semibold">{t('reviews.average', { rating: formatRating(data.rating) })}</span>
              <span className="text-muted">· {t('reviews.count', { count: data.reviewCount })}</span>
            </p>
          )}
        </div>
        {data && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {mine ? <Pencil className="size-4" aria-hidden="true" /> : <Star className="size-4" aria-hidden="true" />}
            {mine ? t('reviews.edit') : t('reviews.write')}
          </Button>
        )}
      </div>
      <QueryState
        query={reviews}
        loading={
          <div className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none" aria-hidden="true">
            <div className="h-16 rounded bg-surface-2" />
            <div className="h-16 rounded bg-surface-2" />
          </div>
        }
        variant="inline"
        errorTitle={t('reviews.errorTitle')}
        isEmpty={(found) => found.items.length === 0}
        empty={<p className="text-sm text-muted">{t('reviews.none')}</p>}
      >
        {(found) => (
          <ul aria-label={t('reviews.list')}>
            {found.items.map((review) => (
              <li key={review.id} className="border-b border-border last:border-b-0">
                <ReviewItem review={review} own={review.id === mine?.id} onHelpful={onHelpful} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ReviewDialog open={open} onOpenChange={setOpen} courseId={course.id} courseTitle={course.title} mine={mine} />
    </section>
  );
}
