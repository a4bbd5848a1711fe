import type { TypeaheadGroup, TypeaheadOption } from '../../features/search/hooks/use-typeahead';
import { ArrowRight, BookOpen, Briefcase, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../components/ui/cn';
import { useTranslation } from '../../lib/use-translation';

interface Props {
  id: string;
  groups: TypeaheadGroup[];
  seeAll: TypeaheadOption;
  query: string;
  activeId: string | null;
  onPick: (option: TypeaheadOption) => void;
}

const optionClasses = 'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-left text-sm';

/**
 * The suggestions under the top bar's box, grouped People / Jobs / Projects / Courses / Skills,
 * then "See all results for …". Options never take focus (the box keeps it and points at the
 * active one), so a press on one must not blur the box first: mousedown is held back.
 */
export function TypeaheadList({ id, groups, seeAll, query, activeId, onPick }: Props) {
  const { t } = useTranslation('shell');
  const option = (item: TypeaheadOption, children: ReactNode) => (
    <div
      key={item.id}
      id={item.id}
      role="option"
      aria-selected={item.id === activeId}
      className={cn(optionClasses, item.id === activeId ? 'bg-primary-soft' : 'hover:bg-surface-2')}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(item)}
    >
      {children}
    </div>
  );

  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70dvh] overflow-y-auto rounded-xl border border-border bg-surface py-1 text-fg shadow-lg"
    >
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className="py-1">
          <div
            id={`${id}-${group.kind}`}
            role="presentation"
            className="px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase"
          >
            {t(`search.groups.${group.kind}`)}
          </div>
          {group.options.map((item) =>
            option(
              item,
              <>
                {item.hit?.kind === 'person' ? (
                  <PersonAvatar id={item.hit.id} name={item.hit.title} image={item.hit.image} />
                ) : (
                  <KindIcon kind={group.kind} />
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{item.hit?.title}</span>
                  {item.hit?.subtitle && <span className="truncate text-xs text-muted">{item.hit.subtitle}</span>}
                </span>
              </>,
            ),
          )}
        </div>
      ))}
      <div className={cn(groups.length > 0 && 'border-t border-border')}>
        {option(
          seeAll,
          <>
            <ArrowRight className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 font-medium wrap-anywhere text-primary">{t('search.seeAll', { query })}</span>
          </>,
        )}
      </div>
    </div>
  );
}

/** A member's photo or initials, from the one name a suggestion carries. */
function PersonAvatar({ id, name, image }: { id: string; name: string; image: string | null }) {
  const words = name.trim().split(/\s+/);
  return (
    <Avatar id={id} firstName={words[0] ?? ''} lastName={words.length > 1 ? (words.at(-1) ?? '') : ''} src={image} className="size-8" />
  );
}

/**
 * The kind's icon (as on the results page) beside a job, project, course or skill: without it
 * their titles started further left than the people's beside an avatar, and the list looked ragged.
 */
function KindIcon({ kind }: { kind: TypeaheadGroup['kind'] }) {
  const Icon = kind === 'course' ? BookOpen : kind === 'skill' ? Sparkles : Briefcase;
  return (
    <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
      <Icon className="size-4" />
    </span>
  );
}
