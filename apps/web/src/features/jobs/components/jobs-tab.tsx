import type { ListingKind } from '@skilllink/contracts/job-constants';
import type { JobSummary } from '@skilllink/contracts/jobs';
import { Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { QueryState, withData } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useJobs } from '../api/get-jobs';
import { formatTotal } from '../format';
import { useApplyDialog } from '../hooks/use-apply-dialog';
import { isFiltered, useJobFilters } from '../hooks/use-job-filters';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { JobListSkeleton } from './job-list-skeleton';
import '../i18n';

/** Where a new listing of this kind is posted (the form opens on that kind). */
export const postHref = (kind: ListingKind) => (kind === 'project' ? '/app/jobs/new?kind=project' : '/app/jobs/new');

/**
 * The Jobs tab (or, with kind "project", the Projects tab): search and filters (kept in the
 * address), the total, the cards and "Show more".
 */
export function JobsTab({ kind = 'job' }: { kind?: ListingKind }) {
  const { t } = useTranslation('jobs');
  const { filters, update, clear } = useJobFilters(kind);
  const jobs = useJobs(filters);
  const { open, dialog } = useApplyDialog();
  const items = useMemo<JobSummary[] | undefined>(() => jobs.data?.pages.flatMap((page) => page.items), [jobs.data]);
  const total = jobs.data?.pages[0]?.total;
  const filtered = isFiltered(filters);
  const updating = jobs.isPlaceholderData && jobs.isFetching;

  // After "Show more", focus moves to the first new card, so keyboard and screen reader users
  // continue where the list grew (the button may be gone when the last page arrived).
  const list = useRef<HTMLUListElement | null>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !items || items.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('article h3 a')[from]?.focus();
  }, [items]);
  const showMore = () => {
    focusFrom.current = items?.length ?? null;
    void jobs.fetchNextPage();
  };

  return (
    <div className="flex flex-col gap-4">
      <JobFilters filters={filters} onChange={update} onClear={filtered ? clear : null} />
      {/* Always one line tall, so the cards do not move when the count arrives. */}
      <p className="h-5 text-sm text-muted tabular-nums" aria-live="polite">
        {total !== undefined && !updating ? formatTotal(t, total, kind) : ''}
      </p>
      <QueryState
        query={withData(jobs, items)}
        loading={<JobListSkeleton label={t(kind === 'project' ? 'projects.loading' : 'list.loading')} />}
        errorTitle={t(kind === 'project' ? 'projects.errorTitle' : 'list.errorTitle')}
        errorBody={t('list.errorBody')}
        isEmpty={(found) => found.length === 0}
        empty={
          <EmptyState
            icon={<SearchX className="size-8" aria-hidden="true" />}
            title={t('list.emptyTitle')}
            body={filtered ? t('list.emptyBody') : t(kind === 'project' ? 'projects.emptyNone' : 'list.emptyNoJobs')}
            action={
              filtered ? (
                <Button variant="secondary" onClick={clear}>
                  {t('filters.clear')}
                </Button>
              ) : (
                // No open project at all: the one action that fills the space is posting one.
                kind === 'project' && (
                  <Link to={postHref('project')} className={buttonClasses({ variant: 'secondary' })}>
                    <Plus className="size-5" aria-hidden="true" />
                    {t('page.postProject')}
                  </Link>
                )
              )
            }
          />
        }
      >
        {(found) => (
          <>
            <ul
              ref={list}
              className={`flex flex-col gap-4 transition-opacity ${updating ? 'opacity-60' : ''}`}
              aria-busy={updating || undefined}
            >
              {found.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} onApply={open} />
                </li>
              ))}
            </ul>
            {jobs.isFetchNextPageError && (
              <p role="alert" className="text-center text-sm font-medium text-danger">
                {t(kind === 'project' ? 'projects.errorTitle' : 'list.errorTitle')}
              </p>
            )}
            {jobs.hasNextPage && (
              <Button variant="secondary" className="self-center" busy={jobs.isFetchingNextPage} onClick={showMore}>
                {jobs.isFetchingNextPage ? t('list.loadingMore') : t('list.showMore')}
              </Button>
            )}
          </>
        )}
      </QueryState>
      {dialog}
    </div>
  );
}
