import type { PersonCard, RelationStatus } from '@skilllink/contracts/connections';
import { PresenceAvatar } from '../../../components/ui/avatar';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { onlineShown } from '../person';
import '../i18n';

/**
 * Photo or initials, with a green dot (and "Online" for screen readers) while the member is
 * connected, for connections only. `statusShown`: "Online" is written beside it already, so the
 * dot says nothing more. `fallback`: the relation the list knows (see `relationOf`).
 */
export function PersonAvatar({
  person,
  className,
  statusShown,
  fallback,
}: {
  person: PersonCard;
  className?: string;
  statusShown?: boolean;
  fallback?: RelationStatus;
}) {
  const { t } = useTranslation('connections');
  return (
    <PresenceAvatar
      person={{ ...person, isOnline: onlineShown(person, fallback) }}
      className={cn('size-14 text-lg', className)}
      onlineLabel={statusShown ? undefined : t('card.online')}
    />
  );
}
