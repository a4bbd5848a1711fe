import type { PersonCard } from '@skilllink/contracts/connections';
import { PresenceAvatar } from '../../../components/ui/avatar';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/**
 * Photo or initials, with a green dot (and "Online" for screen readers) while the member is
 * connected. `statusShown`: "Online" is written beside it already, so the dot says nothing more.
 */
export function PersonAvatar({ person, className, statusShown }: { person: PersonCard; className?: string; statusShown?: boolean }) {
  const { t } = useTranslation('connections');
  return (
    <PresenceAvatar person={person} className={cn('size-14 text-lg', className)} onlineLabel={statusShown ? undefined : t('card.online')} />
  );
}
