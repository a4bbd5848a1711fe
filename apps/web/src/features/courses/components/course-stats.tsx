import type { CourseSummary } from '@skilllink/contracts/courses';
import { BookOpen, Clock, Star, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatCount, formatDuration, formatRating } from '../format';
import '../i18n';

/** Duration, lessons, rating (one decimal, with its count) and enrolled count, as a list of facts. */
export function CourseStats({ course, showLessons = true }: { course: CourseSummary; showLessons?: boolean }) {
  const { t } = useTranslation('courses');
  const rating = course.rating;
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <li className="inline-flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        {formatDuration(t, course.durationSeconds)}
      </li>
      {showLessons && (
        <li className="inline-flex items-center gap-1">
          <BookOpen className="size-4" aria-hidden="true" />
          {t('card.lessons', { count: course.lessonCount })}
        </li>
      )}
      <li className="inline-flex items-center gap-1">
        <Star className="size-4 fill-current text-amber-600 dark:text-amber-400" aria-hidden="true" />
        {rating === null ? (
          t('card.noRating')
        ) : (
          <>
            <span aria-hidden="true">{t('card.rating', { rating: formatRating(rating), count: course.reviewCount })}</span>
            <span className="sr-only">{t('card.ratingLabel', { rating: formatRating(rating), count: course.reviewCount })}</span>
          </>
        )}
      </li>
      <li className="inline-flex items-center gap-1 tabular-nums">
        <Users className="size-4" aria-hidden="true" />
        {t('card.enrolled', { count: course.enrolledCount, formatted: formatCount(course.enrolledCount) })}
      </li>
    </ul>
  );
}
