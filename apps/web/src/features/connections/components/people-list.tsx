import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PersonCard as Person, RelationStatus } from '@skilllink/contracts/connections';
import { AlertTriangle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/use-translation';
import type { CardHandlers } from './person-actions';
import { PersonCard } from './person-card';
import '../i18n';

function CardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col gap-3 rounded-xl border border-border bg-surface p-4 motion-reduce:animate-none"
      aria-hidden="true"
    >
      <div className="flex items-center gap-3">
        <div className="size-14 rounded-full bg-surface-2" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-4 w-1/2 rounded bg-surface-2" />
          <div className="h-3 w-3/4 rounded bg-surface-2" />
        </div>
      </div>
      <div className="h-5 w-2/3 rounded bg-surface-2" />
      <div className="h-11 w-1/2 rounded bg-surface-2" />
    </div>
  );
}

/** Card-shaped placeholders while a list loads (DESIGN.md: skeletons, never a blank screen). */
export function CardsLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" role="status">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

export interface ListState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props {
  people: Person[];
  label: string;
  handlers: CardHandlers;
  state: ListState;
  fallback?: RelationStatus;
  errorTitle: string;
  errorBody: string;
  empty: ReactNode;
  /** "Load more" for a paged list: its infinite query. */
  more?: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'>;
  busy?: boolean;
  /** The label is also the list's (visually hidden) h2, above the cards' h3 names; off where a heading already says it. */
  titled?: boolean;
}

/** A list of person cards with its loading, error, empty and "Load more" states. */
export function PeopleList({ people, label, handlers, state, fallback, errorTitle, errorBody, empty, more, busy, titled }: Props) {
  const { t } = useTranslation('connections');
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  if (state.isPending) return <CardsLoading label={t('list.loading')} />;
  if (state.isError && people.length === 0) {
    return (
      <EmptyState
        icon={<AlertTriangle className="size-8" aria-hidden="true" />}
        title={errorTitle}
        body={errorBody}
        action={
          <Button onClick={() => void state.refetch()} busy={state.isFetching}>
            {tCommon('retry')}
          </Button>
        }
      />
    );
  }
  if (people.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      {titled && (
        <h2 id={headingId} className="sr-only">
          {label}
        </h2>
      )}
      {/* grid-cols-1 (not an auto track): a card never grows wider than the page for a long word. */}
      <ul
        aria-label={titled ? undefined : label}
        aria-labelledby={titled ? headingId : undefined}
        aria-busy={busy || undefined}
        className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
      >
        {people.map((person) => (
          <li key={person.id} data-card className="flex min-w-0">
            <PersonCard person={person} handlers={handlers} fallback={fallback} />
          </li>
        ))}
      </ul>
      {more?.isFetchNextPageError && <Alert>{t('list.loadMoreFailed')}</Alert>}
      {more?.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={more.isFetchingNextPage} onClick={() => void more.fetchNextPage()}>
          {more.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
        </Button>
      )}
    </div>
  );
}
