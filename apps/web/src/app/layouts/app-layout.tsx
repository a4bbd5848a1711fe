import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { Logo } from '../../components/ui/logo';
import { PageLoading } from '../../components/ui/page-loading';
import { Sheet, SheetContent } from '../../components/ui/sheet';
import { useSession } from '../../features/auth/api/get-session';
import { AppNav } from './app-nav';
import { AppSearchForm } from './app-search-form';
import { AppTopbar } from './app-topbar';
import { useRealtime } from '../realtime-sync';
import './shell-i18n';
import { VerifyEmailBanner } from './verify-email-banner';

/** Fixed top bar, sidebar (a drawer below 768 px) and the page. Rendered only for members. */
export default function AppLayout() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const { data: user } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useRealtime(user?.id ?? null);

  // RequireAuth renders this only with a member; the check keeps the types honest.
  if (!user) return null;

  // The sheet's state wraps the top bar too: its menu button is the sheet's trigger, so
  // closing the drawer puts focus back on that button.
  return (
    <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className="min-h-dvh bg-bg">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:p-3"
        >
          {tCommon('skipToContent')}
        </a>
        <AppTopbar user={user} />
        <aside className="fixed top-16 bottom-0 left-0 z-30 hidden w-64 overflow-y-auto border-r border-border bg-surface md:flex">
          <AppNav />
        </aside>
        <SheetContent title={t('drawer.title')} closeLabel={t('drawer.close')} header={<Logo />}>
          <div className="px-3 pt-3">
            <AppSearchForm className="block" onSearch={() => setDrawerOpen(false)} />
          </div>
          <AppNav onNavigate={() => setDrawerOpen(false)} />
        </SheetContent>
        <div className="pt-16 md:pl-64">
          <VerifyEmailBanner user={user} />
          <main id="main" tabIndex={-1} className="focus:outline-none mx-auto max-w-6xl px-4 py-6 sm:px-6">
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </Sheet>
  );
}
