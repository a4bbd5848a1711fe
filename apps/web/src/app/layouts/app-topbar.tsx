import type { User } from '@skilllink/contracts/auth';
import { Menu } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../components/ui/link';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AppSearchForm } from './app-search-form';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

/** The menu button (below 768 px) that opens the layout's drawer. */
interface DrawerButton {
  expanded: boolean;
  /** The drawer's code is on its way. */
  opening: boolean;
  /** Starts loading the drawer's code (pointer over or focus). */
  warm: () => void;
  open: () => void;
}

export function AppTopbar({ user, menu, menuRef }: { user: User; menu: DrawerButton; menuRef: RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-border bg-surface">
      <div className="flex h-full items-center gap-2 px-2 sm:px-4">
        <Button
          ref={menuRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('drawer.open')}
          aria-haspopup="dialog"
          aria-expanded={menu.expanded}
          aria-busy={menu.opening || undefined}
          onPointerEnter={menu.warm}
          onFocus={menu.warm}
          onClick={menu.open}
        >
          {menu.opening ? <Spinner className="size-5" /> : <Menu className="size-5" aria-hidden="true" />}
        </Button>
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
