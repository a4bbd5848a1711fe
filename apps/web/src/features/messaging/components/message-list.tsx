import type { Conversation, Message } from '@skilllink/contracts/messaging';
import { MessageCircle } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState, withData } from '../../../components/ui/query-state';
import { formatFullDate } from '../../../lib/relative-time';
import { useTranslation } from '../../../lib/use-translation';
import { useHistory } from '../api/get-messages';
import { dividerBefore } from '../grouping';
import { fullName, useMe, useOutboxEntries, statusOf } from '../me';
import { authorOf, readBy } from '../team';
import type { OutboxEntry } from '../outbox';
import { MessageBubble } from './message-bubble';
import { PendingBubble } from './pending-bubble';
import '../i18n';

/** Older pages start loading this close to the top. */
const LOAD_OLDER_AT_PX = 120;
/** Within this of the bottom, a new message keeps the view at the bottom. */
const STICK_PX = 80;

type Item = { kind: 'message'; message: Message } | { kind: 'pending'; entry: OutboxEntry };

/**
 * The history, newest at the bottom, then what the outbox still holds. Scrolling near the top
 * loads older pages; the view stays on the message it showed (the height the new page adds is
 * added to the scroll position), and stays at the bottom as messages arrive when it was there.
 */
export function MessageList({ conversationId, conversation, name }: { conversationId: string; conversation?: Conversation; name: string }) {
  const { t } = useTranslation('messages');
  const me = useMe();
  const history = useHistory(conversationId);
  const pending = useOutboxEntries(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);

  const stored = history.data ? [...history.data.pages].reverse().flatMap((page) => page.items) : [];
  const storedIds = new Set(stored.map((m) => m.clientId));
  const items: Item[] = [
    ...stored.map((message) => ({ kind: 'message' as const, message })),
    ...pending.filter((e) => !storedIds.has(e.clientId)).map((entry) => ({ kind: 'pending' as const, entry })),
  ];
  const dividers = dividerBefore(items.map((item) => (item.kind === 'message' ? item.message.createdAt : item.entry.createdAt)));
  const last = items.at(-1);
  const lastKey = last ? (last.kind === 'message' ? last.message.clientId : last.entry.clientId) : '';
  const lastIsMine = last ? last.kind === 'pending' || last.message.senderId === me : false;
  const pages = history.data?.pages.length ?? 0;
  const team = conversation?.project ? conversation : undefined;
  // A team chat (ADR 058): who wrote others' messages (a member who left: "Former member"; one who
  // deleted their account: "Deleted member", ADR 062), how many read mine.
  const authorName = (author: ReturnType<typeof authorOf>) =>
    author?.deleted ? t('deletedMember') : author?.firstName ? fullName(author) : t('team.formerMember');
  const teamLabels = (message: Message, own: boolean) =>
    own ? { readBy: readBy(team, message.seq) } : { author: authorName(authorOf(team, message)) };
  // The outbox alone is still worth showing when the history failed; until then, the loader.
  const shown = history.data || (history.isError && items.length > 0) ? items : undefined;

  function loadOlder() {
    const element = scroller.current;
    if (!element || !history.hasNextPage || history.isFetchingNextPage) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    void history.fetchNextPage();
  }

  // An older page arrived: keep the message that was on screen where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !anchor.current || history.isFetchingNextPage) return;
    element.scrollTop = anchor.current.top + (element.scrollHeight - anchor.current.height);
    anchor.current = null;
  }, [pages, history.isFetchingNextPage]);

  // A new last message (or the first page): to the bottom when we were there or it is ours.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || anchor.current) return;
    if (atBottom.current || lastIsMine) element.scrollTop = element.scrollHeight;
  }, [lastKey, lastIsMine]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t('chat.history', { name })}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
        if (element.scrollTop < LOAD_OLDER_AT_PX) loadOlder();
      }}
      className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain px-3 py-4 sm:px-4"
    >
      <QueryState
        query={withData(history, shown)}
        loading={<PageLoading className="h-full" />}
        variant="inline"
        errorTitle={t('chat.loadFailed')}
        isEmpty={(found) => found.length === 0}
        empty={
          <div className="flex h-full flex-col items-center justify-center gap-3 text-center text-muted">
            <MessageCircle className="size-10 text-primary" aria-hidden="true" />
            <p className="text-lg font-semibold text-fg">{t('chat.startTheConversation')}</p>
          </div>
        }
      >
        {(found) => (
          <>
            {history.hasNextPage && (
              <div className="flex justify-center pb-3">
                <Button variant="ghost" size="sm" onClick={loadOlder} busy={history.isFetchingNextPage}>
                  {t('chat.loadOlder')}
                </Button>
              </div>
            )}
            <ul className="flex flex-col gap-2">
              {found.map((item, index) => {
                const createdAt = item.kind === 'message' ? item.message.createdAt : item.entry.createdAt;
                const key = item.kind === 'message' ? item.message.id : item.entry.clientId;
                const own = item.kind === 'pending' || item.message.senderId === me;
                return (
                  <Fragment key={key}>
                    {dividers[index] && (
                      <li data-divider className="flex justify-center py-2">
                        <time dateTime={createdAt} className="rounded-full bg-surface-2 px-3 py-1 text-xs text-muted">
                          {formatFullDate(createdAt)}
                        </time>
                      </li>
                    )}
                    {item.kind === 'message' ? (
                      <MessageBubble
                        message={item.message}
                        own={own}
                        status={own ? statusOf(item.message, conversation) : undefined}
                        {...(team ? teamLabels(item.message, own) : {})}
                      />
                    ) : (
                      <PendingBubble entry={item.entry} />
                    )}
                  </Fragment>
                );
              })}
            </ul>
          </>
        )}
      </QueryState>
    </div>
  );
}
