import type { Message } from '@skilllink/contracts/messaging';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useToast } from '../../../components/ui/toast';
import { dateTimeFormat } from '../../../lib/intl';
import { formatFullDate } from '../../../lib/relative-time';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteMessage } from '../api/delete-message';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageAttachments } from './message-attachments';
import { MessageEditor } from './message-editor';
import { MessageStatusIcon, type ShownStatus } from './message-status';
import { MessageText } from './message-text';
import '../i18n';

const timeOf = (iso: string) => dateTimeFormat({ timeStyle: 'short' }).format(new Date(iso));

/** One bubble: own messages on the right with their status, the other member's on the left. */
export function Bubble({
  own,
  content,
  deleted,
  createdAt,
  edited,
  status,
  onEdit,
  actions,
  footer,
  author,
  files,
}: {
  /** Photos and documents, shown above the text. */
  files?: ReactNode;
  /** A team chat: who wrote someone else's message. */
  author?: string;
  own: boolean;
  content: string;
  deleted?: boolean;
  createdAt: string;
  edited?: boolean;
  status?: ShownStatus;
  onEdit?: () => void;
  actions?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('messages');
  return (
    <li className={cn('group flex flex-col gap-1', own ? 'items-end' : 'items-start')} data-own={own || undefined}>
      {author && <span className="px-1 text-xs font-semibold text-muted">{author}</span>}
      <div className={cn('flex max-w-[85%] items-center gap-1 sm:max-w-[70%]', own && 'flex-row-reverse')}>
        <div
          onDoubleClick={onEdit}
          className={cn(
            'min-w-0 rounded-2xl px-3 py-2 text-sm',
            own ? 'rounded-br-sm bg-primary text-primary-fg' : 'rounded-bl-sm bg-surface-2 text-fg',
            deleted && 'italic opacity-80',
          )}
        >
          {deleted ? (
            <p>{t('chat.deleted')}</p>
          ) : (
            <>
              {files}
              {content.length > 0 && <MessageText text={content} />}
            </>
          )}
        </div>
        {actions}
      </div>
      <div className="flex items-center gap-1.5 px-1 text-xs text-muted">
        <time dateTime={createdAt} title={formatFullDate(createdAt)} className="tabular-nums">
          {timeOf(createdAt)}
        </time>
        {edited && !deleted && <span>· {t('chat.edited')}</span>}
        {status && <MessageStatusIcon status={status} />}
      </div>
      {footer}
    </li>
  );
}

/** A stored message; the author can edit (double-click or the button) and delete it. */
export function MessageBubble({
  message,
  own,
  status,
  author,
  readBy,
}: {
  message: Message;
  own: boolean;
  status?: ShownStatus;
  /** A team chat (ADR 058): the author's name on others' messages, and how many have read mine. */
  author?: string;
  readBy?: number;
}) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMessage(message);
  const editable = own && !message.deleted;

  if (editing) {
    return (
      <li className="flex justify-end">
        <div className="w-full max-w-[85%] sm:max-w-[70%]">
          <MessageEditor messageId={message.id} content={message.content} onDone={() => setEditing(false)} />
        </div>
      </li>
    );
  }
  const actions = editable && (
    <div className="flex shrink-0 opacity-100 transition-opacity md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
      <Button variant="ghost" size="icon" aria-label={t('chat.edit')} onClick={() => setEditing(true)}>
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={t('chat.delete')} onClick={() => setConfirming(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
  return (
    <>
      <Bubble
        own={own}
        content={message.content}
        deleted={message.deleted}
        createdAt={message.createdAt}
        edited={message.editedAt !== null}
        status={status}
        onEdit={editable ? () => setEditing(true) : undefined}
        actions={actions}
        author={author}
        files={<MessageAttachments attachments={message.attachments ?? []} own={own} />}
        footer={
          readBy ? (
            <span data-testid="read-by" className="px-1 text-xs text-muted tabular-nums">
              {t('team.readBy', { count: readBy })}
            </span>
          ) : undefined
        }
      />
      {confirming && (
        <ConfirmDialog
          title={t('chat.deleteTitle')}
          body={t('chat.deleteBody')}
          confirm={t('chat.deleteConfirm')}
          cancel={t('chat.cancel')}
          tone="danger"
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => setConfirming(false),
              onError: () => toast(t('chat.deleteFailed'), 'error'),
            })
          }
        />
      )}
    </>
  );
}
