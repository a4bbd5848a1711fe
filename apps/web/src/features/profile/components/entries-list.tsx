import type { Education, Experience } from '@skilllink/contracts/profile';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { ItemActions } from './item-actions';

/** "Mar 2022" from "2022-03", in the member's language. */
function month(value: string): string {
  const [year, m] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(currentLanguage(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (m ?? 1) - 1, 1)),
  );
}

/** "Mar 2022 – Present"; dates are optional, so only what was given is shown. */
function Dates({ start, end }: { start: string; end: string | null }) {
  const { t } = useTranslation('profile');
  if (!start && !end) return null;
  return <p className="text-sm text-muted">{start ? `${month(start)} – ${end ? month(end) : t('experience.present')}` : month(end!)}</p>;
}

interface ListProps<T> {
  items: T[];
  onEdit?: (item: T) => void;
  onDelete?: (item: T) => void;
  compact?: boolean;
}

export function ExperienceList({ items, onEdit, onDelete, compact }: ListProps<Experience>) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {items.map((e) => (
        <li key={e.id} className="flex items-start justify-between gap-2 py-3 first:pt-0 last:pb-0">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold break-words text-fg">{e.position}</p>
            <p className="text-fg">{[e.company, !compact && e.location].filter(Boolean).join(' · ')}</p>
            <Dates start={e.startDate} end={e.endDate} />
            {!compact && e.description && <p className="whitespace-pre-line text-fg">{e.description}</p>}
            {!compact && e.skills.length > 0 && (
              <ul className="flex flex-wrap gap-2 pt-1">
                {e.skills.map((s) => (
                  <li key={s} className="rounded-full bg-surface-2 px-3 py-0.5 text-sm text-fg">
                    {s}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {onEdit && onDelete && (
            <ItemActions label={`${e.position} · ${e.company}`} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function EducationList({ items, onEdit, onDelete }: ListProps<Education>) {
  const { t } = useTranslation('profile');
  return (
    <ul className="flex flex-col divide-y divide-border">
      {items.map((e) => (
        <li key={e.id} className="flex items-start justify-between gap-2 py-3 first:pt-0 last:pb-0">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold break-words text-fg">
              {e.field ? t('education.inField', { degree: e.degree, field: e.field }) : e.degree}
            </p>
            <p className="text-fg">{e.institution}</p>
            <Dates start={e.startDate} end={e.endDate} />
            {e.description && <p className="whitespace-pre-line text-fg">{e.description}</p>}
          </div>
          {onEdit && onDelete && (
            <ItemActions label={`${e.degree} · ${e.institution}`} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />
          )}
        </li>
      ))}
    </ul>
  );
}
