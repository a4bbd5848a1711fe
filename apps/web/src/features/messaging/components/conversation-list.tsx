import { MessageSquare, Search, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { inputClasses } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState, withData } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { useDebounced } from '../../../lib/use-debounced';
import { useTranslation } from '../../../lib/use-translation';
import type { Conversation } from '@skilllink/contracts/messaging';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversations } from '../api/get-conversations';
import { fullName, otherMember } from '../me';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ConversationRow } from './conversation-row';
import '../i18n';

/**
 * The left pane: search (on the server, after typing pauses), the conversations by latest
 * activity with Load more, and the empty states ("No conversations", "No conversations match
 * your search"). Deleting asks first.
 */
export function ConversationList({ activeId }: { activeId: string | undefined }) {
  const { t } = useTranslation('messages');
  const searchId = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const list = useConversations(q);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div role="search" className="border-b border-border p-3">
        <label htmlFor={searchId} className="sr-only">
          {t('list.search')}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            className={cn(inputClasses, 'pl-10')}
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <QueryState
          query={withData(list, items)}
          loading={<PageLoading label={t('list.loading')} className="py-10" />}
          errorTitle={t('list.loadFailed')}
          isEmpty={(found) => found.length === 0}
          empty={
            q ? (
              <EmptyState icon={<SearchX className="size-8" aria-hidden="true" />} title={t('list.noMatches')} />
            ) : (
              <EmptyState
                icon={<MessageSquare className="size-8" aria-hidden="true" />}
                title={t('list.noConversations')}
                body={t('list.noConversationsBody')}
                action={
                  <Link to="/app/connections" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                    {t('list.findConnections')}
                  </Link>
                }
              />
            )
          }
        >
          {(found) => (
            <ul aria-label={t('list.title')} className="flex flex-col gap-1">
              {found.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  active={conversation.id === activeId}
                  onDelete={() => setDeleting(conversation)}
                />
              ))}
            </ul>
          )}
        </QueryState>
        {list.hasNextPage && (
          <div className="flex justify-center p-2">
            <Button variant="secondary" size="sm" onClick={() => void list.fetchNextPage()} busy={list.isFetchingNextPage}>
              {t('list.loadMore')}
            </Button>
          </div>
        )}
      </div>
      {deleting && (
        <DeleteConversationDialog conversation={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
      )}
    </div>
  );
}

function DeleteConversationDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: Conversation;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const remove = useDeleteConversation(conversation.id);
  const name = fullName(otherMember(conversation), t('deletedMember'));
  return (
    <ConfirmDialog
      title={t('deleteConversation.title')}
      body={t('deleteConversation.body', { name })}
      confirm={t('deleteConversation.confirm')}
      cancel={t('deleteConversation.cancel')}
      tone="danger"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted, onError: () => toast(t('errors.deleteFailed'), 'error') })}
    />
  );
}
