import type { PublicCourse } from '@skilllink/contracts/public-catalogue';
import { BookOpen, Clock, Star, Users } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { truncate, useSite } from './site-env';

/** "1 h 20 min" / "45 min" from seconds (at least a minute). */
export function formatDuration(seconds: number, language: string): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const sep = language === 'fr' ? ' ' : ' ';
  return h ? `${h}${sep}h${m ? ` ${m}${sep}min` : ''}` : `${m}${sep}min`;
}

/** Where "Enroll" leads a visitor: registration, then straight into the course (the app reads ?next). */
export const enrollHref = (courseId: string) => `/auth/register?next=${encodeURIComponent(`/app/courses/${courseId}`)}`;

/** A catalogue course as the public pages show it, with its Enroll button. */
export function CourseCard({ course, eager, headingLevel = 2 }: { course: PublicCourse; eager?: boolean; headingLevel?: 2 | 3 }) {
  const { t, language } = useSite();
  const number = new Intl.NumberFormat(language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <img
        src={course.thumbnail}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-video h-auto w-full bg-surface-2 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="text-sm font-semibold text-primary">
          {t(`site.learn.categories.${course.category}`)} · {t(`site.levels.${course.level}`)}
        </p>
        <Heading className="text-lg font-semibold">{course.title}</Heading>
        <p className="text-sm text-muted">{t('site.byInstructor', { name: course.instructor })}</p>
        <p className="text-sm text-muted">{truncate(course.description, 140)}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {formatDuration(course.durationSeconds, language)}
          </li>
          <li className="inline-flex items-center gap-1">
            <BookOpen className="size-4" aria-hidden="true" />
            {t('site.lessons', { count: course.lessonCount })}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            {t('site.students', { count: course.students, formatted: number.format(course.students) })}
          </li>
          {course.rating !== null && (
            <li className="inline-flex items-center gap-1">
              <Star className="size-4 text-accent-text" aria-hidden="true" />
              {t('site.ratingShort', { rating: number.format(course.rating), count: course.reviewCount })}
            </li>
          )}
        </ul>
        <a
          href={enrollHref(course.id)}
          className={buttonClasses({ fullWidth: true })}
          aria-label={t('site.enrollIn', { title: course.title })}
        >
          {t('site.enroll')}
        </a>
      </div>
    </article>
  );
}
