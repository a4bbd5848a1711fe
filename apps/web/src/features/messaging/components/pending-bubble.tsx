import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { useOutbox } from '../me';
import type { OutboxEntry } from '../outbox';
import { Bubble } from './message-bubble';
import { PendingFiles } from './pending-files';
import '../i18n';

/**
 * A message still in the outbox: pending until the server acknowledges it; refused ones say
 * why and offer Retry (same client id: stored once) or Delete — only Delete when the server
 * refused one of its files for what it is (named).
 */
export function PendingBubble({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('messages');
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  const failed = entry.state === 'failed';
  const refused = failed ? entry.files?.find((file) => file.refused) : undefined;
  return (
    <Bubble
      own
      content={entry.content}
      createdAt={entry.createdAt}
      status={failed ? 'failed' : 'pending'}
      files={<PendingFiles entry={entry} />}
      footer={
        // A message with files takes a while to go: it can be stopped (its uploads are dropped).
        !failed && entry.files?.length ? (
          <Button size="sm" variant="ghost" onClick={() => outbox.discard(entry.clientId)}>
            {t('chat.discard')}
          </Button>
        ) : (
          failed && (
            <div className="flex flex-wrap items-center justify-end gap-2 text-xs">
              <span role="alert" className="text-danger">
                {refused
                  ? t(`attachments.${refused.refused ?? 'type'}`, { name: refused.name })
                  : entry.reason && entry.reason !== 'sendFailed'
                    ? t(`errors.${entry.reason}`)
                    : t('chat.sendFailed')}
              </span>
              {/* A file refused for what it is gets the same answer again: only Delete helps. */}
              {!refused && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    outbox.update(entry.clientId, { state: 'pending', reason: undefined });
                    void outbox.flush(queryClient);
                  }}
                >
                  {t('chat.retry')}
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => outbox.discard(entry.clientId)}>
                {t('chat.discard')}
              </Button>
            </div>
          )
        )
      }
    />
  );
}
