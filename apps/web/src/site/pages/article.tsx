import type { NewsItem } from '@skilllink/contracts/public-content';
import { Island } from '../island';
import { Byline, ContentImage, Prose } from '../parts';
import { shareLabels } from '../share-labels';
import { useHref, useSite } from '../site-env';
import { NewsletterBox } from './newsletter-box';

/** One news article at its own address. */
export function ArticlePage({ article, related }: { article: NewsItem & { html: string }; related: NewsItem[] }) {
  const { t, url } = useSite();
  const href = useHref();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <a href={href('/news')} className="inline-flex min-h-11 items-center self-start font-semibold text-primary hover:underline">
        ← {t('site.allNews')}
      </a>
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-primary">
            <a href={href('/news', `category=${article.category}`)} className="hover:underline">
              {t(`site.newsCategories.${article.category}`)}
            </a>
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="text-lg text-muted">{article.excerpt}</p>
          <p className="text-sm">
            <span className="font-semibold">{article.author}</span>, {article.authorRole}
          </p>
          <Byline date={article.date} readTime={article.readTime} />
        </header>
        <ContentImage file={article.image} alt={article.imageAlt} eager />
        <Prose html={article.html} />
        <div className="flex flex-col gap-2 border-t border-border pt-6">
          <h2 className="text-sm font-semibold">{t('site.shareArticle')}</h2>
          <Island name="share" props={{ url, text: article.title, labels: shareLabels(t) }} />
        </div>
      </article>
      {related.length > 0 && (
        <section className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold">{t('site.moreNews')}</h2>
          <ul className="flex flex-col gap-3">
            {related.map((item) => (
              <li key={item.slug}>
                <a href={href(`/news/${item.slug}`)} className="font-semibold text-primary hover:underline">
                  {item.title}
                </a>
                <Byline date={item.date} readTime={item.readTime} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <NewsletterBox />
    </div>
  );
}
