import type { CatalogResponse, CatalogSkill } from '@skilllink/contracts/skills';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState, type QueryLike } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { SkillCard } from './skill-card';
import '../i18n';

interface ResultsProps {
  catalog: QueryLike<CatalogResponse>;
  /** Showing the previous search's results while the new one loads. */
  isUpdating: boolean;
  onClearFilters: () => void;
  onLearnMore: (skill: CatalogSkill) => void;
}

/** Cards rendered at first and per "Show more": a phone should not lay out the whole catalogue at once. */
export const PAGE_SIZE = 12;

function CardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col gap-3 rounded-xl border border-border bg-surface p-4 motion-reduce:animate-none"
      aria-hidden="true"
    >
      <div className="h-5 w-1/2 rounded bg-surface-2" />
      <div className="h-4 w-1/4 rounded bg-surface-2" />
      <div className="h-12 rounded bg-surface-2" />
      <div className="h-10 rounded bg-surface-2" />
      <div className="h-11 rounded bg-surface-2" />
    </div>
  );
}

/** The results list with its count, and its loading, empty and error states. */
export function SkillResults({ catalog, isUpdating, onClearFilters, onLearnMore }: ResultsProps) {
  const { t } = useTranslation('skills');
  const { data } = catalog;
  const [shown, setShown] = useState({ data, count: PAGE_SIZE });
  // A new answer (another search) starts again from the first page.
  if (shown.data !== data) setShown({ data, count: PAGE_SIZE });

  const body = (
    <QueryState
      query={catalog}
      loading={
        <div className="grid gap-4 2xl:grid-cols-2">
          <span className="sr-only">{t('results.loading')}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      }
      errorTitle={t('results.errorTitle')}
      errorBody={t('results.errorBody')}
      isEmpty={(found) => found.items.length === 0}
      empty={
        <EmptyState
          icon={<SearchX className="size-8" aria-hidden="true" />}
          title={t('results.emptyTitle')}
          body={t('results.emptyBody')}
          action={<Button onClick={onClearFilters}>{t('filters.clear')}</Button>}
        />
      }
    >
      {(found) => {
        const visible = found.items.slice(0, shown.count);
        return (
          <>
            <ul className="grid gap-4 2xl:grid-cols-2" aria-busy={isUpdating || undefined}>
              {visible.map((skill) => (
                <li key={skill.id} className="flex">
                  <SkillCard skill={skill} onLearnMore={onLearnMore} />
                </li>
              ))}
            </ul>
            {found.items.length > visible.length && (
              <Button variant="secondary" className="self-center" onClick={() => setShown({ data, count: shown.count + PAGE_SIZE })}>
                {t('results.showMore', { shown: visible.length, total: found.items.length })}
              </Button>
            )}
          </>
        );
      }}
    </QueryState>
  );

  return (
    <section aria-labelledby="skills-results-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="skills-results-title" className="text-lg font-semibold text-fg">
          {t('results.title')}
        </h2>
        {/* Announced politely when a search changes the count. */}
        <p role="status" className="text-sm text-muted tabular-nums">
          {data ? t('results.count', { count: data.total }) : ''}
          {isUpdating && <span className="sr-only"> {t('search.updating')}</span>}
        </p>
      </div>
      {body}
    </section>
  );
}
