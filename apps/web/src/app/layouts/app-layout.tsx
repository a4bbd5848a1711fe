import { Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { PageLoading } from '../../components/ui/page-loading';
import { useSession } from '../../features/auth/api/get-session';
import { useDeferred } from '../../lib/use-deferred';
import { useWriteQueue } from '../../lib/use-write-queue';
import { AppNav } from './app-nav';
import { AppTopbar } from './app-topbar';
import { useRealtime } from '../realtime-sync';
import { RouteErrorBoundary } from '../route-error';
import './shell-i18n';
import { DataSaverBar } from './data-saver-bar';
import { InstallOffer } from './install-offer';
import { OfflineBanner } from './offline-banner';
import { VerifyEmailBanner } from './verify-email-banner';

const loadDrawer = () => import('./app-drawer');

/** Fixed top bar, sidebar (a drawer below 768 px, loaded on first use) and the page. Rendered only for members. */
export default function AppLayout() {
  const { t: tCommon } = useTranslation();
  const { data: user } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useDeferred(loadDrawer);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useRealtime(user?.id ?? null);
  // Writes made offline (ADR 075) go at start from any page, and a refusal is told wherever the member is.
  useWriteQueue();

  // RequireAuth renders this only with a member; the check keeps the types honest.
  if (!user) return null;

  return (
    <div className="min-h-dvh bg-bg">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:p-3"
      >
        {tCommon('skipToContent')}
      </a>
      <AppTopbar
        user={user}
        menuRef={menuButton}
        menu={{
          expanded: drawerOpen,
          opening: drawer.opening,
          warm: drawer.warm,
          open: () => {
            setDrawerOpen(true);
            drawer.open();
          },
        }}
      />
      <aside className="fixed top-16 bottom-0 left-0 z-30 hidden w-64 overflow-y-auto border-r border-border bg-surface md:flex">
        <AppNav />
      </aside>
      {drawer.loaded && <drawer.loaded.AppDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocus={menuButton} />}
      <div className="pt-16 md:pl-64">
        <OfflineBanner />
        <DataSaverBar />
        <VerifyEmailBanner user={user} />
        <InstallOffer />
        <main id="main" tabIndex={-1} className="focus:outline-none mx-auto max-w-6xl px-4 py-6 sm:px-6">
          <RouteErrorBoundary resetKey={pathname} inShell>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
    </div>
  );
}
