import type { User } from '@skilllink/contracts/auth';
import { Avatar } from '../../components/ui/avatar';
import { useDeferred } from '../../lib/use-deferred';
import { useTranslation } from '../../lib/use-translation';

const PROFILE_BUTTON = 'inline-flex size-11 items-center justify-center rounded-full';
const loadMenu = () => import('./profile-menu-popup');

/** The avatar button of the top bar; the menu's code comes on first use (lib/use-deferred.ts). */
export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const { loaded, warm, open } = useDeferred(loadMenu);
  if (loaded) return <loaded.ProfileMenuPopup user={user} triggerClassName={PROFILE_BUTTON} />;
  return (
    <button
      type="button"
      className={PROFILE_BUTTON}
      aria-label={t('profileMenu.open')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={open}
    >
      <Avatar id={user.id} firstName={user.firstName} lastName={user.lastName} src={user.avatar} />
    </button>
  );
}
