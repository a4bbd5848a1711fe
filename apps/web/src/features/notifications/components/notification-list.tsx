import type { Notification } from '@skilllink/contracts/notifications';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useRelativeTime } from '../../../lib/relative-time';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { notificationWords } from '../notification-text';
import { NotificationIcon } from './notification-icon';

interface NotificationListProps {
  items: Notification[];
  label: string;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  /** Where focus goes when the last item is deleted. */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * Notifications, newest first: icon by type, title, message, relative time, an unread dot (with
 * a text for screen readers, never colour alone) and a delete button. The member's text is
 * rendered as text. After a delete, focus moves to the next item rather than being lost.
 */
export function NotificationList({ items, label, onOpen, onDelete, fallbackFocus }: NotificationListProps) {
  const list = useRef<HTMLUListElement>(null);
  const refocusAt = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (refocusAt.current === null) return;
    const openers = list.current?.querySelectorAll<HTMLElement>('[data-notification-open]') ?? [];
    const target = openers[Math.min(refocusAt.current, openers.length - 1)] ?? fallbackFocus?.current;
    refocusAt.current = null;
    target?.focus();
  }, [items, fallbackFocus]);

  return (
    <ul ref={list} aria-label={label} className="flex flex-col divide-y divide-border">
      {items.map((n, index) => (
        <NotificationItem
          key={n.id}
          notification={n}
          onOpen={() => onOpen(n)}
          onDelete={() => {
            refocusAt.current = index;
            onDelete(n);
          }}
        />
      ))}
    </ul>
  );
}

/**
 * One notification. Its button is named in one clean sentence ("Title: message, 5m ago,
 * unread") rather than its pieces run together, and its delete button says which notification
 * it deletes by title and message, so a list of several of one kind does not read as the same
 * button over and over.
 */
function NotificationItem({ notification: n, onOpen, onDelete }: { notification: Notification; onOpen: () => void; onDelete: () => void }) {
  const { t } = useTranslation('notifications');
  const time = useRelativeTime(n.createdAt);
  const words = notificationWords(t, n);
  const values = { title: words.title, message: words.message, time };
  let name;
  if (words.message) name = n.isRead ? t('item.read', values) : t('item.unread', values);
  else name = n.isRead ? t('item.readNoMessage', values) : t('item.unreadNoMessage', values);
  return (
    <li className={cn('flex items-start gap-1 py-1 pr-1 pl-2', !n.isRead && 'bg-primary-soft/60')}>
      <button
        type="button"
        data-notification-open=""
        aria-label={name}
        onClick={onOpen}
        className="flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-md px-1 py-2 text-left hover:bg-surface-2/70"
      >
        <NotificationIcon type={n.type} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span className={cn('min-w-0 text-sm break-words text-fg', n.isRead ? 'font-medium' : 'font-semibold')}>{words.title}</span>
            {!n.isRead && (
              <>
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
                <span className="sr-only">{t('unread')}</span>
              </>
            )}
          </span>
          {words.message && <span className="text-sm break-words text-muted">{words.message}</span>}
          <RelativeTime iso={n.createdAt} />
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="text-muted hover:text-danger"
        aria-label={words.message ? t('delete', values) : t('deleteNoMessage', values)}
        onClick={onDelete}
      >
        <X className="size-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
