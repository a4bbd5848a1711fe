import { Link } from '../../components/ui/link';
import { Logo } from '../../components/ui/logo';
import { VerifyCredentialPage } from '../../features/credentials/components/verify-credential-page';
import '../../features/credentials/i18n';
import { useTranslation } from '../../lib/use-translation';
import { LanguageSelect } from '../layouts/language-select';
import { ThemeToggle } from '../layouts/theme-toggle';
import { usePageTitle } from '../page-title';

/**
 * /credentials/verify, public: the same page signed in or out. Its own plain frame (logo,
 * theme, language) rather than AuthLayout: the sign-in promotion and its narrow card do not fit
 * a page that reads a block of JSON.
 */
export default function CredentialsVerifyRoute() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('credentials');
  usePageTitle(tc('title'));
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
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
      <main id="main" tabIndex={-1} className="flex flex-1 justify-center px-4 py-6 focus:outline-none sm:px-8">
        <div className="w-full max-w-2xl rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-8">
          <VerifyCredentialPage />
        </div>
      </main>
      <footer className="flex justify-center px-4 pb-6">
        <LanguageSelect />
      </footer>
    </div>
  );
}
