import type { Language, User } from '@skilllink/contracts/auth';
import { Calendar, Languages, LogOut, Moon, Sun, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  useArrival,
} from '../../components/ui/dropdown-menu';
import { currentLanguage, LANGUAGES } from '../../lib/i18n';
import { useTheme } from '../../lib/theme';
import { useMediaQuery } from '../../lib/use-media-query';
import { usePreferenceActions } from '../use-preference-actions';
import { useSignOut } from './use-sign-out';

const icon = 'size-4 shrink-0 text-muted';

// Loaded on the first click on Calendar, so the app shell carries none of the calendar.
const CalendarModal = lazy(() => import('./calendar-modal'));

/** The profile menu itself, loaded on first use (profile-menu.tsx) and opening at once. */
export function ProfileMenuPopup({ user, triggerClassName, byKeyboard }: { user: User; triggerClassName: string; byKeyboard: boolean }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const { changeTheme, changeLanguage } = usePreferenceActions();
  const { signOut } = useSignOut();
  const roomForSubmenu = useMediaQuery('(min-width: 640px)');
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [calendarUsed, setCalendarUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const defaultOpen = useArrival(trigger, byKeyboard);
  const languageChoices = (
    <DropdownMenuRadioGroup value={currentLanguage()} onValueChange={(value) => changeLanguage(value as Language)}>
      {LANGUAGES.map((language) => (
        <DropdownMenuRadioItem key={language} value={language} lang={language}>
          {tCommon(`languages.${language}`)}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger ref={trigger} className={triggerClassName} aria-label={t('profileMenu.open')}>
          <Avatar id={user.id} firstName={user.firstName} lastName={user.lastName} src={user.avatar} />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72">
          <DropdownMenuLabel>
            <p className="truncate font-semibold text-fg">
              {user.firstName} {user.lastName}
            </p>
            {user.title && <p className="truncate text-sm text-muted">{user.title}</p>}
            <p className="truncate text-sm text-muted">{user.email}</p>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate('/app/profile')}>
            <UserRound className={icon} aria-hidden="true" />
            {t('profileMenu.profile')}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              setCalendarUsed(true);
              setCalendarOpen(true);
            }}
          >
            <Calendar className={icon} aria-hidden="true" />
            {t('profileMenu.calendar')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => changeTheme(theme === 'dark' ? 'light' : 'dark')}>
            {theme === 'dark' ? <Sun className={icon} aria-hidden="true" /> : <Moon className={icon} aria-hidden="true" />}
            {theme === 'dark' ? tCommon('theme.light') : tCommon('theme.dark')}
          </DropdownMenuItem>
          {roomForSubmenu ? (
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>
                <Languages className={icon} aria-hidden="true" />
                {tCommon('language')}
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent>{languageChoices}</DropdownMenuSubContent>
            </DropdownMenuSub>
          ) : (
            // On a phone a side submenu would open off-screen: list the languages in place.
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="flex items-center gap-2 text-sm text-muted">
                <Languages className={icon} aria-hidden="true" />
                {tCommon('language')}
              </DropdownMenuLabel>
              {languageChoices}
            </>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut className={icon} aria-hidden="true" />
            {t('profileMenu.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {calendarUsed && (
        <Suspense fallback={null}>
          <CalendarModal open={calendarOpen} onOpenChange={setCalendarOpen} returnFocus={trigger} />
        </Suspense>
      )}
    </>
  );
}
