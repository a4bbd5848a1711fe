import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { Splash } from '../components/ui/splash';
import { useSession } from '../features/auth/api/get-session';
import { nextFromSearch } from '../features/auth/next-path';

/** History state the guards exchange: where a visitor was going before signing in. */
export interface AuthState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export const DEFAULT_AFTER_LOGIN = '/app/dashboard';

function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg items-center px-4">
      <EmptyState title={t('sessionError.title')} body={t('sessionError.body')} action={<Button onClick={onRetry}>{t('retry')}</Button>} />
    </main>
  );
}

/** /app/*: members only. Visitors go to login, which sends them back here afterwards. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Splash />;
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;
  if (!session.data) {
    const { pathname, search, hash } = location;
    const state: AuthState = { from: { pathname, search, hash } };
    return <Navigate to="/auth/login" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Home, login and register: a member who is (or just became) signed in continues to the page
 * they originally wanted — the guard's origin, else a safe `?next=` (features/auth/next-path.ts),
 * else the dashboard — replacing history so Back skips the form.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  const state = location.state as AuthState | null;
  const next = state?.from ?? nextFromSearch(location.search);
  // The member this device remembers may have been signed out meanwhile: only the server's answer moves them on.
  if (session.isPending || session.isPlaceholderData) return <Splash />;
  if (session.data) return <Navigate to={next ?? DEFAULT_AFTER_LOGIN} replace />;
  // A public link's ?next=/app/… becomes the origin the sign-in pages already carry from one to another.
  if (next && !state?.from) return <Navigate to={location} replace state={{ from: next } satisfies AuthState} />;
  return <Outlet />;
}

/** Links without the /app prefix (and /register?ref=) keep their query string and hash. */
export function ShortLink({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
