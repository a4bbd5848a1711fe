import type { User } from '@skilllink/contracts/auth';
import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../components/ui/cn';
import { useDeferred } from '../../lib/use-deferred';
import { useTranslation } from '../../lib/use-translation';

const PROFILE_BUTTON = 'inline-flex size-11 items-center justify-center rounded-full';
const loadMenu = () => import('./profile-menu-popup');

/** The avatar button of the top bar; the menu's code comes on first use (lib/use-deferred.ts). */
export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const { loaded, opening, byKeyboard, warm, open } = useDeferred(loadMenu);
  if (loaded) return <loaded.ProfileMenuPopup user={user} triggerClassName={PROFILE_BUTTON} byKeyboard={byKeyboard} />;
  return (
    <button
      type="button"
      className={cn(PROFILE_BUTTON, opening && 'cursor-progress opacity-60')}
      aria-label={t('profileMenu.open')}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opening || undefined}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={open}
    >
      <Avatar id={user.id} firstName={user.firstName} lastName={user.lastName} src={user.avatar} />
    </button>
  );
}
