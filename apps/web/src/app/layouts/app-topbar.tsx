import type { User } from '@skilllink/contracts/auth';
import { Menu } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../components/ui/link';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { SheetTrigger } from '../../components/ui/sheet';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AppSearchForm } from './app-search-form';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

/** Rendered inside the layout's Sheet: the menu button (below 768 px) opens the drawer. */
export function AppTopbar({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-border bg-surface">
      <div className="flex h-full items-center gap-2 px-2 sm:px-4">
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('drawer.open')}>
            <Menu className="size-5" aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <Link to="/app/dashboard" aria-label={tCommon('homeLink')} className="rounded-md md:w-60">
          <Logo />
        </Link>
        <div className="flex flex-1 justify-center">
          <AppSearchForm />
        </div>
        <NotificationBell />
        <ThemeToggle />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
