import type { PersonCard } from '@skilllink/contracts/connections';
import { Building2, MapPin, Sparkles, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { fullName } from '../person';
import '../i18n';

/** Company and location, each with its icon; nothing when both are blank. Long ones wrap anywhere (cards are 360 px wide on phones). */
export function WorkPlace({ person }: { person: PersonCard }) {
  if (!person.company && !person.location) return null;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
      {person.company && (
        <span className="inline-flex max-w-full min-w-0 items-center gap-1">
          <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">{person.company}</span>
        </span>
      )}
      {person.location && (
        <span className="inline-flex max-w-full min-w-0 items-center gap-1">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 wrap-anywhere">{person.location}</span>
        </span>
      )}
    </p>
  );
}

/** Match score and mutual connections, the two reasons to connect. */
export function Affinity({ person }: { person: PersonCard }) {
  const { t } = useTranslation('connections');
  const match = person.matchScore ?? 0;
  const mutual = person.mutualConnections ?? 0;
  if (match <= 0 && mutual <= 0) return null;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {match > 0 && (
        <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-fg tabular-nums">
          <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
          {t('card.match', { score: match })}
        </span>
      )}
      {mutual > 0 && (
        <span className="inline-flex items-center gap-1 py-0.5 text-muted tabular-nums">
          <Users className="size-3.5" aria-hidden="true" />
          {t('card.mutual', { count: mutual })}
        </span>
      )}
    </p>
  );
}

/** The first skills (the server sends at most three) and "+N more". */
export function SkillChips({ person }: { person: PersonCard }) {
  const { t } = useTranslation('connections');
  if (person.skills.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('card.skillsOf', { name: fullName(person) })}>
      {person.skills.map((skill) => (
        <li key={skill} className="max-w-full rounded-full bg-surface-2 px-2.5 py-0.5 text-xs wrap-anywhere text-fg">
          {skill}
        </li>
      ))}
      {person.moreSkills > 0 && (
        <li className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted">
          {t('card.moreSkills', { count: person.moreSkills })}
        </li>
      )}
    </ul>
  );
}
