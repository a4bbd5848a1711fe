import { Suspense, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { Splash } from '../components/ui/splash';
import { RouteErrorBoundary } from './route-error';
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
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Splash />}>
        <AppRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
