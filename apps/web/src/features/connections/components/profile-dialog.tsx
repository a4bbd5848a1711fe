import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { fullName, onlineShown, relationOf, type PersonDialogProps } from '../person';
import { PersonAvatar } from './person-avatar';
import { Affinity, SkillChips, WorkPlace } from './person-facts';
import '../i18n';

/**
 * The profile view dialog of a card: a read-only summary from what the card
 * already holds (no call, so it is not counted as a profile visit), and the way to the full profile.
 */
export function ProfileDialog({ person, onClose, returnFocus }: PersonDialogProps) {
  const { t } = useTranslation('connections');
  const name = fullName(person);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent returnFocus={returnFocus} title={name} description={person.title || undefined}>
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <PersonAvatar person={person} className="size-20 text-2xl" statusShown />
            <div className="flex min-w-0 flex-col gap-1">
              <WorkPlace person={person} />
              <p className="text-sm font-medium text-fg">{t(`profile.status.${relationOf(person)}`)}</p>
              {onlineShown(person) && <p className="text-sm text-success">{t('card.online')}</p>}
            </div>
          </div>
          <Affinity person={person} />
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{t('profile.skills')}</h3>
            {person.skills.length > 0 ? <SkillChips person={person} /> : <p className="text-sm text-muted">{t('profile.noSkills')}</p>}
          </section>
          <Link to={`/app/profile/${encodeURIComponent(person.id)}`} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('profile.viewFull')}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
