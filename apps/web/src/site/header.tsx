import { Menu, X } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { Logo } from '../components/ui/logo';
import { Island } from './island';
import { useHref, useSite } from './site-env';

const LINKS = ['about', 'learn', 'partners', 'news', 'stories'] as const;

/** Spec 000 §2: logo home, the five public pages, Sign In and Get Started (a member: their dashboard). */
export function SiteHeader() {
  const { t, tc, path, signedIn, language, query } = useSite();
  const href = useHref();
  const section = `/${path.split('/')[1] ?? ''}`;
  const navLink = (link: (typeof LINKS)[number]) => (
    <a
      href={href(`/${link}`)}
      aria-current={section === `/${link}` ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-surface-2',
        section === `/${link}` ? 'text-primary' : 'text-fg',
      )}
    >
      {t(`nav.${link}`)}
    </a>
  );
  const actions = signedIn ? (
    <a href="/app/dashboard" className={buttonClasses()}>
      {t('nav.dashboard')}
    </a>
  ) : (
    <>
      <a href="/auth/login" className={buttonClasses({ variant: 'ghost' })}>
        {t('nav.signIn')}
      </a>
      <a href="/auth/register" className={buttonClasses()}>
        {t('nav.getStarted')}
      </a>
    </>
  );
  // The other language's copy of this very page (the server also remembers the choice).
  const other = language === 'en' ? 'fr' : 'en';
  const params = new URLSearchParams(query);
  params.set('lang', other);
  const switchHref = `${path}?${params.toString()}`;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-surface focus:p-3"
      >
        {tc('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <a href={href('/')} aria-label={tc('homeLink')} className="rounded-md">
          <Logo />
        </a>
        <nav aria-label={t('nav.label')} className="hidden flex-1 justify-center lg:flex">
          <ul className="flex gap-1">
            {LINKS.map((link) => (
              <li key={link}>{navLink(link)}</li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <a
            href={switchHref}
            hrefLang={other}
            lang={other}
            className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold uppercase hover:bg-surface-2"
            aria-label={t(`site.language.${other}`)}
          >
            {other}
          </a>
          <Island name="theme" props={{ label: t('site.theme') }} />
          <div className="hidden items-center gap-2 sm:flex">{actions}</div>
          {/* A disclosure that needs no script: the menu works on the slowest phone before anything loads. */}
          <details data-menu className="group lg:hidden">
            <summary
              aria-label={t('nav.openMenu')}
              className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-surface-2 [&::-webkit-details-marker]:hidden"
            >
              <Menu className="size-5 group-open:hidden" aria-hidden="true" />
              <X className="hidden size-5 group-open:block" aria-hidden="true" />
            </summary>
            <nav aria-label={t('nav.label')} className="absolute inset-x-0 top-16 border-b border-border bg-surface px-4 pb-4 shadow-md">
              <ul className="flex flex-col py-2">
                {LINKS.map((link) => (
                  <li key={link}>{navLink(link)}</li>
                ))}
              </ul>
              <div className="flex flex-col gap-2 sm:hidden">{actions}</div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
