import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { Splash } from '../components/ui/splash';
import { servedPath, takeOverServerPage } from '../lib/server-page';
import { RouteErrorBoundary } from './route-error';
import { UpdateBanner } from './update-banner';
import { AppRoutes } from './routes';
import { useAccountPreferences } from './use-account-preferences';

/** New pages start at the top; Back/Forward (POP) leaves the browser's own restoration. */
function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Everything inside the router: account preferences, error recovery, lazy routes. */
export function AppRoot() {
  useAccountPreferences();
  useScrollToTop();
  const { pathname } = useLocation();
  // The server rendered a sign-in form and the app went elsewhere (a member already signed in):
  // the app's page replaces the server's copy (the form itself does so when it is the page).
  useLayoutEffect(() => {
    const served = servedPath();
    if (served !== null && served !== pathname) takeOverServerPage();
  }, [pathname]);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Splash />}>
        <AppRoutes />
      </Suspense>
      <UpdateBanner />
    </RouteErrorBoundary>
  );
}
