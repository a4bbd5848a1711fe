import { FEATURED_STORY_EXCERPT_CHARS, STORY_CATEGORIES, STORY_EXCERPT_CHARS } from '@skilllink/contracts/public-content';
import type { StoryCategory, StorySummary } from '@skilllink/contracts/site-pages';
import { Island } from '../island';
import { ContentImage, Stars } from '../parts';
import { CategoryList } from './category-list';
import { truncate, useHref, useSite } from '../site-env';

/** A story's card: who, what changed (the outcome), the rating, the courses, its text. */
export function StoryCard({ story, featured }: { story: StorySummary; featured?: boolean }) {
  const text = story.summary;
  const { t } = useSite();
  const href = useHref();
  const max = featured ? FEATURED_STORY_EXCERPT_CHARS : STORY_EXCERPT_CHARS;
  return (
    <article
      className={
        featured
          ? 'grid gap-6 rounded-2xl border border-border bg-surface p-4 sm:p-6 md:grid-cols-2'
          : 'flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4'
      }
    >
      <ContentImage file={story.image} alt={story.imageAlt} eager={featured} />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-primary">{t(`site.storyCategories.${story.category}`)}</p>
        <h2 className={featured ? 'text-2xl font-bold' : 'text-lg font-semibold'}>
          <a href={href(`/stories/${story.slug}`)} className="hover:underline">
            {story.name}
          </a>
        </h2>
        <p className="text-sm text-muted">
          {t('site.roleAt', { role: story.role, company: story.company })} · {story.location}
        </p>
        <p className="font-semibold text-success">{story.outcome}</p>
        <Stars rating={story.rating} label={t('site.rating', { rating: story.rating })} />
        <Island
          name="expandable"
          props={{
            short: truncate(text, max),
            full: text,
            more: featured ? t('site.readMore') : t('site.showMore'),
            less: featured ? t('site.readLess') : t('site.showLess'),
            className: 'text-muted',
          }}
        />
        <p className="text-sm">
          <span className="font-semibold">{t('site.coursesTaken')}</span> {story.courses.join(', ')}
        </p>
      </div>
    </article>
  );
}

/** Spec §2 Stories: chips, a featured story, the grid, the count and the empty state. */
export function StoriesList({ category, items }: { category: StoryCategory | 'all'; items: StorySummary[] }) {
  const { t } = useSite();
  const options = (['all', ...STORY_CATEGORIES] as const).map((value) => ({ value, label: t(`site.storyCategories.${value}`) }));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:py-14">
      <CategoryList
        title={t('pages.stories')}
        lead={t('site.storiesLead')}
        path="/stories"
        category={category}
        options={options}
        items={items}
        count={t('site.storiesFound', { count: items.length })}
        empty={{ title: t('site.noStories'), body: t('site.noStoriesBody') }}
        featured={(story) => <StoryCard story={story} featured />}
        card={(story) => <StoryCard story={story} />}
      />
    </div>
  );
}
