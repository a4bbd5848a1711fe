import type { PublicCourse, SiteStats } from '@skilllink/contracts/public-catalogue';
import type { StorySummary } from '@skilllink/contracts/site-pages';
import { Award, Briefcase, CalendarDays, GraduationCap, MessageCircle, Users } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { CourseCard } from '../course-card';
import { Island } from '../island';
import { Stars } from '../parts';
import { truncate, useHref, useSite } from '../site-env';
import { heroSlides } from './home-slides';

const FEATURES = [
  ['network', Users],
  ['messaging', MessageCircle],
  ['jobs', Briefcase],
  ['courses', GraduationCap],
  ['certificates', Award],
  ['calendar', CalendarDays],
] as const;
const STATS = ['members', 'courses', 'certificates', 'countries'] as const;

/** Spec §2 Home: hero carousel, features, stats band, featured course, testimonials, final call. */
export function HomePage({
  stats,
  featured,
  testimonials,
}: {
  stats: Omit<SiteStats, 'asOf'>;
  featured: PublicCourse | null;
  testimonials: StorySummary[];
}) {
  const env = useSite();
  const { t, language } = env;
  const href = useHref();
  const number = new Intl.NumberFormat(language);
  const slides = heroSlides(env, href);
  return (
    <>
      <section className="bg-surface">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <h1 className="sr-only">{t('site.home.heading')}</h1>
          <Island
            name="carousel"
            props={{
              slides,
              labels: {
                region: t('site.home.carousel'),
                previous: t('site.home.previous'),
                next: t('site.home.next'),
                pause: t('site.home.pause'),
                play: t('site.home.play'),
                slides: slides.map((_, i) => t('site.home.slideOf', { n: i + 1, total: slides.length })),
              },
            }}
          />
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="features" className="text-center text-3xl font-bold tracking-tight">
          {t('site.home.featuresTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(([key, Icon]) => (
            <li key={key} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-6">
              <Icon className="size-8 text-primary" aria-hidden="true" />
              <h3 className="text-lg font-semibold">{t(`site.home.features.${key}.title`)}</h3>
              <p className="text-muted">{t(`site.home.features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stats" className="bg-promo text-promo-fg">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="stats" className="sr-only">
            {t('site.home.statsTitle')}
          </h2>
          <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
            {STATS.map((key) => (
              <div key={key} className="flex flex-col-reverse gap-1">
                <dt className="text-sm opacity-90">{t(`site.home.stats.${key}`, { count: stats[key] })}</dt>
                <dd className="text-4xl font-bold">{number.format(stats[key])}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {featured && (
        <section aria-labelledby="featured" className="mx-auto grid max-w-7xl gap-8 px-4 py-14 md:grid-cols-2 md:items-center">
          <div className="flex flex-col gap-3">
            <h2 id="featured" className="text-3xl font-bold tracking-tight">
              {t('site.home.featuredTitle')}
            </h2>
            <p className="text-lg text-muted">{t('site.home.featuredBody')}</p>
            <a href={href('/learn')} className="self-start font-semibold text-primary underline underline-offset-4">
              {t('site.home.allCourses')}
            </a>
          </div>
          <CourseCard course={featured} headingLevel={3} />
        </section>
      )}

      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials" className="bg-surface">
          <div className="mx-auto max-w-7xl px-4 py-14">
            <h2 id="testimonials" className="text-center text-3xl font-bold tracking-tight">
              {t('site.home.testimonialsTitle')}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {testimonials.map((story) => (
                <li key={story.slug}>
                  <figure className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-bg p-6">
                    <Stars rating={story.rating} label={t('site.rating', { rating: story.rating })} />
                    <blockquote className="flex-1 text-muted">“{truncate(story.summary, 150)}”</blockquote>
                    <figcaption className="text-sm">
                      <span className="block font-semibold text-fg">{story.name}</span>
                      {t('site.roleAt', { role: story.role, company: story.company })}
                    </figcaption>
                    <a href={href(`/stories/${story.slug}`)} className="font-semibold text-primary underline underline-offset-4">
                      {t('site.home.readStory', { name: story.name })}
                    </a>
                  </figure>
                </li>
              ))}
            </ul>
            <p className="mt-8 text-center">
              <a href={href('/stories')} className={buttonClasses({ variant: 'secondary' })}>
                {t('site.home.allStories')}
              </a>
            </p>
          </div>
        </section>
      )}

      <section aria-labelledby="cta" className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h2 id="cta" className="text-3xl font-bold tracking-tight">
          {t('site.home.ctaTitle')}
        </h2>
        <p className="text-lg text-muted">{t('site.home.ctaBody')}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <a href="/auth/register" className={buttonClasses()}>
            {t('site.home.ctaRegister')}
          </a>
          <a href="/auth/login" className={buttonClasses({ variant: 'secondary' })}>
            {t('nav.signIn')}
          </a>
        </div>
        <p className="max-w-2xl border-l-4 border-accent pl-4 text-left text-muted">{t('home.vision')}</p>
      </section>
    </>
  );
}
