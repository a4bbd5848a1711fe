import type { ReactNode } from 'react';
import { Island } from './island';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';
import { useSite } from './site-env';

/** Every public page: header, the page, footer, and "back to top" (spec 000 §2, 001 §2). */
export function SiteLayout({ url, children }: { url: string; children: ReactNode }) {
  const { t } = useSite();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter url={url} />
      <Island name="scrollTop" props={{ label: t('site.toTop') }} />
    </div>
  );
}
