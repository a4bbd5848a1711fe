import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, NavLink } from '../../components/ui/link';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Logo } from '../../components/ui/logo';
import { useSession } from '../../features/auth/api/get-session';
import { ThemeToggle } from './theme-toggle';

const links = ['about', 'learn', 'partners', 'news', 'stories'] as const;

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn('inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-surface-2', isActive ? 'text-primary' : 'text-fg');

export function PublicHeader() {
  const { t } = useTranslation('public');
  const { t: tCommon } = useTranslation();
  const { data: user } = useSession();
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Like any menu: Escape closes it (focus back on its button), and so does a tap outside.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const actions = user ? (
    <Link to="/app/dashboard" className={buttonClasses()}>
      {t('nav.dashboard')}
    </Link>
  ) : (
    <>
      <Link to="/auth/login" className={buttonClasses({ variant: 'ghost' })}>
        {t('nav.signIn')}
      </Link>
      <Link to="/auth/register" className={buttonClasses()}>
        {t('nav.getStarted')}
      </Link>
    </>
  );

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-border bg-surface">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-surface focus:p-3"
      >
        {tCommon('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" aria-label={tCommon('homeLink')} className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden flex-1 justify-center lg:flex">
          <ul className="flex gap-1">
            {links.map((link) => (
              <li key={link}>
                <NavLink to={`/${link}`} className={navLink}>
                  {t(`nav.${link}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <ThemeToggle />
          <div className="hidden items-center gap-2 sm:flex">{actions}</div>
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="public-mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {open && (
        // Any link chosen in the menu closes it (clicks bubble up from the links).
        <nav
          id="public-mobile-menu"
          aria-label={t('nav.label')}
          className="border-t border-border px-4 pb-4 lg:hidden"
          onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
        >
          <ul className="flex flex-col py-2">
            {links.map((link) => (
              <li key={link}>
                <NavLink to={`/${link}`} className={navLink}>
                  {t(`nav.${link}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 sm:hidden">{actions}</div>
        </nav>
      )}
    </header>
  );
}
