import { photosAllowed } from '../../../lib/data-saver';
import { useHeldPhoto } from '../../../lib/data-saver-savings';
import { useDataSaver } from '../../../lib/use-data-saver';
import type { SearchHit } from '@skilllink/contracts/search';
import { SEARCH_EXPERIENCE } from '@skilllink/contracts/search-constants';
import { BookOpen, Briefcase, MapPin, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Link } from '../../../components/ui/link';
import { RelativeTime } from '../../../components/ui/relative-time';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { nameParts } from '../format';
import '../i18n';

const chip = 'inline-flex items-center rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-medium text-fg';

/** One result as every list shows it: people, jobs and projects, courses and skills each their way. */
export function HitCard({ hit }: { hit: SearchHit }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex min-w-0 gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <HitIcon hit={hit} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-base leading-snug font-semibold wrap-anywhere text-fg">
            <Link to={hit.href} className="hover:underline focus-visible:underline">
              {hit.title}
            </Link>
          </h3>
          {hit.kind === 'person' && hit.degree !== null && <DegreeBadge degree={hit.degree} />}
        </div>
        <HitDetails hit={hit} />
      </div>
    </article>
  );
}

function HitIcon({ hit }: { hit: SearchHit }) {
  const images = photosAllowed(useDataSaver());
  // A person's photo is counted by their Avatar.
  useHeldPhoto(hit.kind === 'person' ? null : hit.image, !images, 'image');
  if (hit.kind === 'person') return <Avatar id={hit.id} {...nameParts(hit.title)} src={hit.image} className="size-12 text-base" />;
  const Icon = hit.kind === 'course' ? BookOpen : hit.kind === 'skill' ? Sparkles : Briefcase;
  if (hit.image && images)
    return <img src={hit.image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-lg object-cover" />;
  return (
    <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
      <Icon className="size-6" />
    </span>
  );
}

function DegreeBadge({ degree }: { degree: 1 | 2 }) {
  const { t } = useTranslation('search');
  return (
    <span className="rounded-full border border-border-strong px-2 py-0.5 text-xs font-semibold text-muted">
      <span aria-hidden="true">{t(degree === 1 ? 'card.degree1' : 'card.degree2')}</span>
      <span className="sr-only">{t(degree === 1 ? 'card.degree1Label' : 'card.degree2Label')}</span>
    </span>
  );
}

/** The lines under the title: who or what, where, the level, the match, when, the skills. */
function HitDetails({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  const listing = hit.kind === 'job' || hit.kind === 'project';
  const subtitle = hit.kind === 'course' && hit.subtitle ? t('card.instructor', { name: hit.subtitle }) : hit.subtitle;
  const facts: ReactNode[] = [];
  if (hit.location)
    facts.push(
      <span key="location" className="inline-flex items-center gap-1">
        <MapPin className="size-3.5" aria-hidden="true" />
        {hit.location}
      </span>,
    );
  if (listing && hit.experienceLevel) facts.push(<span key="level">{levelLabel(t, hit.experienceLevel)}</span>);
  if (listing && hit.matchScore !== null)
    facts.push(
      <span key="match" className="rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary tabular-nums">
        <span aria-hidden="true">{t('card.match', { score: hit.matchScore })}</span>
        <span className="sr-only">{t('card.matchLabel', { score: hit.matchScore })}</span>
      </span>,
    );
  if (hit.date && (listing || hit.kind === 'course'))
    facts.push(
      <span key="date" className="inline-flex items-center gap-1">
        {t(listing ? 'card.posted' : 'card.published')} <RelativeTime iso={hit.date} />
      </span>,
    );
  return (
    <>
      {subtitle && <p className="text-sm wrap-anywhere text-muted">{subtitle}</p>}
      {facts.length > 0 && <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">{facts}</div>}
      {hit.kind !== 'skill' && hit.skills.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {hit.skills.map((skill) => (
            <li key={skill} className={chip}>
              {skill}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The level a listing asks for in the reader's words; an unknown one as the server wrote it. */
function levelLabel(t: TFunction<'search'>, level: string): string {
  const known = (SEARCH_EXPERIENCE as readonly string[]).includes(level) && level !== 'all';
  return known ? t(`experience.${level as Exclude<(typeof SEARCH_EXPERIENCE)[number], 'all'>}`) : level;
}

/** A list's loading state: card-shaped placeholders, announced once by `label`. */
export function HitListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex animate-pulse gap-3 rounded-xl border border-border bg-surface p-4 motion-reduce:animate-none"
        >
          <div className="size-12 shrink-0 rounded-lg bg-surface-2" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-5 w-2/3 rounded bg-surface-2" />
            <div className="h-4 w-1/2 rounded bg-surface-2" />
            <div className="h-4 w-1/3 rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}
