import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PersonCard as Person, RelationStatus } from '@skilllink/contracts/connections';
import { useId, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { QueryState, withData, type QueryLike } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import type { CardHandlers } from '../person';
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

interface Props {
  /** Undefined until the first answer. */
  people: Person[] | undefined;
  label: string;
  handlers: CardHandlers;
  /** The list's query, for its error and Try again. */
  state: Omit<QueryLike<unknown>, 'data'>;
  /** What the placeholders say; "Loading people..." unless the list is a search. */
  loadingLabel?: string;
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
export function PeopleList(props: Props) {
  const { t } = useTranslation('connections');
  const { people, state, loadingLabel, errorTitle, errorBody, empty } = props;
  return (
    <QueryState
      query={withData(state, people)}
      loading={<CardsLoading label={loadingLabel ?? t('list.loading')} />}
      errorTitle={errorTitle}
      errorBody={errorBody}
      isEmpty={(found) => found.length === 0}
      empty={empty}
    >
      {(found) => <PeopleCards {...props} people={found} />}
    </QueryState>
  );
}

function PeopleCards({ people, label, handlers, fallback, more, busy, titled }: Props & { people: Person[] }) {
  const { t } = useTranslation('connections');
  const headingId = useId();
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
