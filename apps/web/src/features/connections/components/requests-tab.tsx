import type { PendingRequest } from '@skilllink/contracts/connections';
import { Clock, Compass, Inbox } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useNow } from '../../../lib/relative-time';
import { useTranslation } from '../../../lib/use-translation';
import { useRequests } from '../api/get-requests';
import { usePersonActions } from '../hooks/use-person-actions';
import type { CardHandlers } from '../person';
import { AnswerButtons, waitingProps } from './person-actions';
import { CardsLoading } from './people-list';
import { PersonAvatar } from './person-avatar';
import { singleClick } from '../single-click';
import '../i18n';

type Direction = 'received' | 'sent';

/** One pending request: who, their title and company, the message, when; and what I can do. */
function RequestItem({
  request,
  direction,
  handlers,
  now,
}: {
  request: PendingRequest;
  direction: Direction;
  handlers: CardHandlers;
  now: number;
}) {
  const { t } = useTranslation('connections');
  const { person } = request;
  const actions = usePersonActions(person);
  const { busy, name } = actions;
  // The list knows the relation even if an older server's card does not.
  const card = {
    ...person,
    connectionStatus: direction === 'received' ? ('pending_received' as const) : ('pending_sent' as const),
    requestId: request.id,
  };
  const headingId = `request-${request.id}`;
  // While an answer is on its way the buttons wait (aria-disabled) but keep keyboard focus.
  const waiting = waitingProps(busy);
  return (
    <li data-card className="min-w-0">
      <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm">
        <div className="flex items-start gap-3">
          <PersonAvatar person={person} className="size-12 text-base" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            {/* A long name wraps anywhere, so the time stays on the card (it moves below when there is no room). */}
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 id={headingId} className="min-w-0 font-semibold text-fg">
                <button
                  type="button"
                  onClick={(event) => handlers.onView(card, event.currentTarget)}
                  className="text-left wrap-anywhere hover:text-primary hover:underline"
                >
                  {name}
                </button>
              </h3>
              <RelativeTime iso={request.createdAt} now={now} />
            </div>
            {person.title && <p className="text-sm wrap-anywhere text-fg">{person.title}</p>}
            {person.company && <p className="text-sm wrap-anywhere text-muted">{person.company}</p>}
          </div>
        </div>
        {request.message && (
          <blockquote className="rounded-lg border-l-4 border-primary bg-surface-2 px-3 py-2 text-sm wrap-anywhere whitespace-pre-line text-fg">
            {request.message}
          </blockquote>
        )}
        {direction === 'received' ? (
          <div data-card-actions className="flex flex-wrap gap-2">
            <AnswerButtons actions={actions} requestId={request.id} />
          </div>
        ) : (
          <div data-card-actions className="flex flex-wrap items-center justify-between gap-2">
            <span className="inline-flex items-center gap-1.5 text-sm text-muted">
              <Clock className="size-4" aria-hidden="true" />
              {t('requests.pendingResponse')}
            </span>
            <Button
              size="sm"
              variant="secondary"
              {...waiting}
              aria-label={t('card.withdrawLabel', { name })}
              onClick={singleClick(() => actions.withdraw(request.id))}
            >
              {t('card.withdraw')}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}

function RequestSection({
  direction,
  items,
  handlers,
  now,
}: {
  direction: Direction;
  items: PendingRequest[];
  handlers: CardHandlers;
  now: number;
}) {
  const { t } = useTranslation('connections');
  const titleId = `requests-${direction}`;
  return (
    <section data-focus-scope aria-labelledby={titleId} className="flex flex-col gap-3">
      {/* Where keyboard focus goes when the last request of the section leaves. */}
      <h2 id={titleId} tabIndex={-1} data-focus-fallback className="text-lg font-semibold text-fg">
        {t(`requests.${direction}`)} <span className="text-muted tabular-nums">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong px-4 py-6 text-center text-sm text-muted">
          {t(direction === 'received' ? 'requests.noneReceived' : 'requests.noneSent')}
        </p>
      ) : (
        <ul
          aria-label={t(direction === 'received' ? 'requests.receivedLabel' : 'requests.sentLabel')}
          className="grid grid-cols-1 gap-4 xl:grid-cols-2"
        >
          {items.map((request) => (
            <RequestItem key={request.id} request={request} direction={direction} handlers={handlers} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Requests: received (accept, decline) and sent ("Pending response", withdraw); "No pending requests" when both are empty. */
export function RequestsTab({ handlers, onDiscover }: { handlers: CardHandlers; onDiscover: () => void }) {
  const { t } = useTranslation('connections');
  const received = useRequests('received');
  const sent = useRequests('sent');
  const now = useNow();

  // One list for the tab: both directions answered, or its one error and one Try again for both.
  const both = received.data && sent.data ? { received: received.data.items, sent: sent.data.items } : undefined;
  const query = {
    data: both,
    isError: received.isError || sent.isError,
    isFetching: received.isFetching || sent.isFetching,
    refetch: () => Promise.all([received.refetch(), sent.refetch()]),
  };

  return (
    <QueryState
      query={query}
      loading={<CardsLoading label={t('list.loading')} />}
      errorTitle={t('requests.error')}
      errorBody={t('requests.errorBody')}
      isEmpty={(lists) => lists.received.length === 0 && lists.sent.length === 0}
      empty={
        <EmptyState
          icon={<Inbox className="size-8" aria-hidden="true" />}
          title={t('requests.empty')}
          body={t('requests.emptyBody')}
          action={
            <Button size="sm" onClick={onDiscover}>
              <Compass className="size-4" aria-hidden="true" />
              {t('requests.emptyAction')}
            </Button>
          }
        />
      }
    >
      {(lists) => (
        <div className="flex flex-col gap-6">
          <RequestSection direction="received" items={lists.received} handlers={handlers} now={now} />
          <RequestSection direction="sent" items={lists.sent} handlers={handlers} now={now} />
        </div>
      )}
    </QueryState>
  );
}
