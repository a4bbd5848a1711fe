import type { PersonCard as Person, RelationStatus } from '@skilllink/contracts/connections';
import { useTranslation } from '../../../lib/use-translation';
import { fullName, relationOf } from '../person';
import type { CardHandlers } from '../person';
import { PersonActions } from './person-actions';
import { PersonAvatar } from './person-avatar';
import { Affinity, SkillChips, WorkPlace } from './person-facts';
import '../i18n';

interface Props {
  person: Person;
  handlers: CardHandlers;
  /** What the list knows of the relation when the card does not say (an older server). */
  fallback?: RelationStatus;
}

/** A person card: who they are, why connect, and what you can do. The name opens the profile summary. */
export function PersonCard({ person, handlers, fallback }: Props) {
  const { t } = useTranslation('connections');
  const name = fullName(person);
  const headingId = `person-${person.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <PersonAvatar person={person} fallback={fallback} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 id={headingId} className="min-w-0 text-base font-semibold text-fg">
            <button
              type="button"
              title={t('card.openProfile', { name })}
              onClick={(event) => handlers.onView(person, event.currentTarget)}
              className="min-h-6 text-left wrap-anywhere hover:text-primary hover:underline"
            >
              {name}
            </button>
          </h3>
          {person.title && <p className="text-sm wrap-anywhere text-fg">{person.title}</p>}
          <WorkPlace person={person} />
        </div>
      </div>
      <Affinity person={person} />
      <SkillChips person={person} />
      <div className="mt-auto">
        <PersonActions person={person} relation={relationOf(person, fallback)} handlers={handlers} />
      </div>
    </article>
  );
}
