import {
  PUBLIC_COURSE_CATEGORIES,
  PUBLIC_COURSE_QUERY_MAX,
  type LearningPath,
  type PublicCourse,
  type PublicCourseCategory,
} from '@skilllink/contracts/public-catalogue';
import { Search } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { CourseCard, enrollHref, formatDuration } from '../course-card';
import { Chips, EmptyList, PageIntro, ResultCount } from '../parts';
import { useHref, useSite } from '../site-env';

interface LearnProps {
  q: string;
  category: PublicCourseCategory | 'all';
  courses: PublicCourse[];
  paths: LearningPath[];
}

/**
 * Spec §2 Learn and §5: search over title and instructor, category chips, the count, the grid,
 * the empty state and the learning paths. The search is a plain GET form and the chips are links:
 * the server filters, so it all works before (and without) any script, and each result has an address.
 */
export function LearnPage({ q, category, courses, paths }: LearnProps) {
  const { t, language } = useSite();
  const href = useHref();
  const query = (next: { q?: string; category?: string }) => {
    const params = new URLSearchParams();
    const nextQ = next.q ?? q;
    const nextCategory = next.category ?? category;
    if (nextQ) params.set('q', nextQ);
    if (nextCategory !== 'all') params.set('category', nextCategory);
    return params.toString();
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageIntro title={t('pages.learn')} lead={t('site.learn.lead')} />
      <form method="get" action="/learn" role="search" className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="learn-q" className="sr-only">
          {t('site.learn.searchLabel')}
        </label>
        <input
          id="learn-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={PUBLIC_COURSE_QUERY_MAX}
          placeholder={t('site.learn.searchPlaceholder')}
          className="min-h-11 flex-1 rounded-lg border border-border-strong bg-surface px-3 text-fg"
        />
        {category !== 'all' && <input type="hidden" name="category" value={category} />}
        {language !== 'en' && <input type="hidden" name="lang" value={language} />}
        <button type="submit" className={buttonClasses()}>
          <Search className="size-4" aria-hidden="true" />
          {t('site.learn.search')}
        </button>
      </form>
      <Chips
        path="/learn"
        current={category}
        options={(['all', ...PUBLIC_COURSE_CATEGORIES] as const).map((value) => ({ value, label: t(`site.learn.categories.${value}`) }))}
        label={t('site.filterByCategory')}
        hrefOf={(value) => href('/learn', query({ category: value }))}
      />
      <ResultCount text={t('site.learn.found', { count: courses.length })} />
      {courses.length === 0 ? (
        <EmptyList
          title={t('site.learn.none')}
          body={t('site.learn.noneBody')}
          action={{ href: href('/learn'), label: t('site.learn.clear') }}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course, i) => (
            <li key={course.id}>
              <CourseCard course={course} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
      {paths.length > 0 && (
        <section aria-labelledby="paths" className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="paths" className="text-2xl font-bold tracking-tight">
              {t('site.learn.pathsTitle')}
            </h2>
            <p className="text-muted">{t('site.learn.pathsBody')}</p>
          </div>
          <ul className="grid gap-6 md:grid-cols-2">
            {paths.map((path) => (
              <li key={path.id} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6">
                <h3 className="text-xl font-semibold">{path.title}</h3>
                <p className="text-muted">{path.description}</p>
                <p className="text-sm text-muted">
                  {t('site.learn.pathSummary', { count: path.courses.length, duration: formatDuration(path.durationSeconds, language) })}
                </p>
                <ol className="flex list-decimal flex-col gap-1 pl-5">
                  {path.courses.map((course) => (
                    <li key={course.id}>
                      {course.title} <span className="text-sm text-muted">· {t(`site.levels.${course.level}`)}</span>
                    </li>
                  ))}
                </ol>
                {path.courses[0] && (
                  <a href={enrollHref(path.courses[0].id)} className={cn(buttonClasses({ variant: 'secondary' }), 'self-start')}>
                    {t('site.learn.startPath')}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
