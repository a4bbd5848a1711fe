import type { StoryItem } from '@skilllink/contracts/public-content';
import { buttonClasses } from '../../components/ui/button';
import { Island } from '../island';
import { ContentImage, Prose, Stars } from '../parts';
import { shareLabels } from '../share-labels';
import { formatDay, useHref, useSite } from '../site-env';

/** One member's story at its own address, ending with the way to start one's own. */
export function StoryPage({ story, related }: { story: StoryItem & { html: string }; related: StoryItem[] }) {
  const { t, url, language } = useSite();
  const href = useHref();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <a href={href('/stories')} className="inline-flex min-h-11 items-center self-start font-semibold text-primary hover:underline">
        ← {t('site.allStories')}
      </a>
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-primary">{t(`site.storyCategories.${story.category}`)}</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{story.name}</h1>
          <p className="text-muted">
            {t('site.roleAt', { role: story.role, company: story.company })} · {story.location}
          </p>
          <p className="text-lg font-semibold text-success">{story.outcome}</p>
          <Stars rating={story.rating} label={t('site.rating', { rating: story.rating })} />
          <p className="text-sm text-muted">
            <time dateTime={story.date}>{formatDay(story.date, language)}</time>
          </p>
        </header>
        <ContentImage file={story.image} alt={story.imageAlt} eager />
        <Prose html={story.html} />
        <section className="rounded-xl bg-surface-2 p-4">
          <h2 className="font-semibold">{t('site.coursesTaken')}</h2>
          <ul className="mt-2 list-disc pl-5">
            {story.courses.map((course) => (
              <li key={course}>{course}</li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-2 border-t border-border pt-6">
          <h2 className="text-sm font-semibold">{t('site.shareStory')}</h2>
          <Island name="share" props={{ url, text: t('site.shareStoryText', { name: story.name }), labels: shareLabels(t) }} />
        </div>
      </article>
      <section className="flex flex-col items-start gap-3 rounded-2xl bg-promo p-6 text-promo-fg">
        <h2 className="text-xl font-semibold">{t('site.yourStory')}</h2>
        <a href="/auth/register" className={buttonClasses({ variant: 'secondary' })}>
          {t('nav.getStarted')}
        </a>
      </section>
      {related.length > 0 && (
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{t('site.moreStories')}</h2>
          <ul className="flex flex-col gap-2">
            {related.map((item) => (
              <li key={item.slug}>
                <a href={href(`/stories/${item.slug}`)} className="font-semibold text-primary hover:underline">
                  {item.name}
                </a>{' '}
                <span className="text-sm text-muted">— {item.outcome}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
