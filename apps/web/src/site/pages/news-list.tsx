import { NEWS_CATEGORIES, NEWS_EXCERPT_CHARS, FEATURED_STORY_EXCERPT_CHARS, type NewsItem } from '@skilllink/contracts/public-content';
import type { NewsCategory } from '@skilllink/contracts/site-pages';
import { Island } from '../island';
import { Byline, ContentImage } from '../parts';
import { CategoryList } from './category-list';
import { truncate, useHref, useSite } from '../site-env';
import { NewsletterBox } from './newsletter-box';

function Excerpt({ text, max, featured }: { text: string; max: number; featured?: boolean }) {
  const { t } = useSite();
  return (
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
  );
}

/** Spec §2 News: chips, a featured article, cards, the count, the empty state and the newsletter. */
export function NewsList({ category, items }: { category: NewsCategory | 'all'; items: NewsItem[] }) {
  const { t } = useSite();
  const href = useHref();
  const options = (['all', ...NEWS_CATEGORIES] as const).map((value) => ({ value, label: t(`site.newsCategories.${value}`) }));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:py-14">
      <CategoryList
        title={t('pages.news')}
        lead={t('site.newsLead')}
        path="/news"
        category={category}
        options={options}
        items={items}
        count={t('site.articlesFound', { count: items.length })}
        empty={{ title: t('site.noArticles'), body: t('site.noArticlesBody') }}
        featured={(item) => (
          <article className="grid gap-6 rounded-2xl border border-border bg-surface p-4 sm:p-6 md:grid-cols-2">
            <ContentImage file={item.image} alt={item.imageAlt} eager />
            <div className="flex flex-col gap-3">
              <p className="text-sm font-semibold text-primary">{t(`site.newsCategories.${item.category}`)}</p>
              <h2 className="text-2xl font-bold">
                <a href={href(`/news/${item.slug}`)} className="hover:underline">
                  {item.title}
                </a>
              </h2>
              <Byline date={item.date} readTime={item.readTime} author={item.author} />
              <Excerpt text={item.excerpt} max={FEATURED_STORY_EXCERPT_CHARS} featured />
            </div>
          </article>
        )}
        card={(item) => (
          <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
            <ContentImage file={item.image} alt={item.imageAlt} />
            <p className="text-sm font-semibold text-primary">{t(`site.newsCategories.${item.category}`)}</p>
            <h2 className="text-lg font-semibold">
              <a href={href(`/news/${item.slug}`)} className="hover:underline">
                {item.title}
              </a>
            </h2>
            <Byline date={item.date} readTime={item.readTime} />
            <Excerpt text={item.excerpt} max={NEWS_EXCERPT_CHARS} />
          </article>
        )}
      />
      <NewsletterBox />
    </div>
  );
}
