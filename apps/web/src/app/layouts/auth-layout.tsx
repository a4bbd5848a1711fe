import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Link } from '../../components/ui/link';
import { useTranslation } from '../../lib/use-translation';
import { Logo } from '../../components/ui/logo';
import { PageLoading } from '../../components/ui/page-loading';
import '../../features/auth/i18n';
import { AuthPromo } from './auth-promo';
import { LanguageSelect } from './language-select';
import { ThemeToggle } from './theme-toggle';

/** Split screen: promotional panel from 1024 px (kept off small screens to save space). */
export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh">
      <AuthPromo />
      <div className="flex flex-1 flex-col bg-bg">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:p-3"
        >
          {t('skipToContent')}
        </a>
        <header className="flex items-center justify-between gap-2 px-4 py-3 sm:px-8">
          <Link to="/" aria-label={t('homeLink')} className="rounded-md">
            <Logo />
          </Link>
          <ThemeToggle />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="focus:outline-none flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:px-8"
        >
          <div className="w-full max-w-md rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8">
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <footer className="flex justify-center px-4 pb-6">
          <LanguageSelect />
        </footer>
      </div>
    </div>
  );
}
