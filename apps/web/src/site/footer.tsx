import { Camera, CirclePlay, Smartphone } from 'lucide-react';
import { Logo } from '../components/ui/logo';
import { Island } from './island';
import { shareLabels } from './share-labels';
import { useHref, useSite } from './site-env';

// The social links: a video channel and a photo-sharing page (spec 000 §2). One place to change them.
const SOCIAL = { youtube: 'https://www.youtube.com/@skilllink', instagram: 'https://www.instagram.com/skilllink' } as const;
const LEGAL = [
  ['/data-protection', 'footer.dataProtection'],
  ['/imprint', 'footer.imprint'],
  ['/legal', 'footer.legal'],
  ['/terms', 'pages.terms'],
  ['/privacy', 'pages.privacy'],
] as const;
const linkClass = 'inline-flex min-h-11 items-center rounded-md text-sm text-muted hover:text-fg hover:underline';
const social = 'inline-flex size-11 items-center justify-center rounded-lg border border-border-strong hover:bg-surface-2';

export function SiteFooter({ url }: { url: string }) {
  const env = useSite();
  const { t } = env;
  const href = useHref();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted">{t('footer.about')}</p>
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold">{t('footer.apps')}</h2>
          {/* No store listing exists yet: shown, honestly marked, not clickable. */}
          <div className="flex flex-wrap gap-2">
            {(['appStore', 'googlePlay'] as const).map((store) => (
              <span key={store} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border-strong px-3 text-sm">
                <Smartphone className="size-5" aria-hidden="true" />
                <span className="flex flex-col leading-tight">
                  <span className="font-semibold">{t(`footer.${store}`)}</span>
                  <span className="text-xs text-muted">{t('footer.appsSoon')}</span>
                </span>
              </span>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">{t('footer.follow')}</h2>
            <div className="flex gap-2">
              <a href={SOCIAL.youtube} target="_blank" rel="noopener noreferrer" aria-label={t('footer.youtube')} className={social}>
                <CirclePlay className="size-5" aria-hidden="true" />
              </a>
              <a href={SOCIAL.instagram} target="_blank" rel="noopener noreferrer" aria-label={t('footer.instagram')} className={social}>
                <Camera className="size-5" aria-hidden="true" />
              </a>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">{t('footer.share')}</h2>
            <Island name="share" props={{ url, text: t('footer.shareText'), labels: shareLabels(t) }} />
          </div>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
          <nav aria-label={t('footer.legalLabel')}>
            <ul className="flex flex-wrap gap-x-4">
              {LEGAL.map(([to, label]) => (
                <li key={to}>
                  <a href={href(to)} className={linkClass}>
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
