import { MESSAGE_COUNTER_FROM, MESSAGE_MAX, TYPING_REPEAT_MS } from '@skilllink/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { useOutbox } from '../me';
import type { FailureReason } from '../outbox';
import { sendFrame } from '../typing';
import '../i18n';

/**
 * Writes a message: Enter sends, Shift+Enter makes a new line. Sending is blocked while the
 * text is blank, without a conversation, or while a send is on its way. Every message goes
 * through the outbox, so a failure never loses it: network trouble keeps it pending (sent when
 * the connection returns), a refusal shows it failed with Retry.
 */
export function Composer({ conversationId }: { conversationId: string | undefined }) {
  const { t } = useTranslation('messages');
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<FailureReason | null>(null);
  const lastTyping = useRef(0);
  const counterId = useId();
  const blocked = !conversationId || sending || text.trim().length === 0 || text.length > MESSAGE_MAX;

  async function send() {
    if (blocked || !conversationId) return;
    setSending(true);
    setError(null);
    const entry = outbox.add(conversationId, text);
    setText('');
    lastTyping.current = 0;
    try {
      await outbox.flush(queryClient);
    } finally {
      setSending(false);
    }
    const after = outbox.entries().find((e) => e.clientId === entry.clientId);
    if (after?.state === 'failed') setError(after.reason ?? 'sendFailed');
  }

  function typed(value: string) {
    setText(value);
    if (!conversationId || value.trim().length === 0) return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_REPEAT_MS) return;
    lastTyping.current = now;
    sendFrame({ type: 'typing', conversationId });
  }

  const showCounter = text.length >= MESSAGE_COUNTER_FROM;
  return (
    <form
      className="flex flex-col gap-1 border-t border-border bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {error && (
        <p role="alert" className="text-sm text-danger">
          {t(`errors.${error}`)}
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          aria-label={t('composer.label')}
          aria-describedby={showCounter ? counterId : undefined}
          placeholder={t('composer.placeholder')}
          value={text}
          maxLength={MESSAGE_MAX}
          disabled={!conversationId}
          rows={1}
          dir="auto"
          onChange={(event) => typed(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
          className="max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-lg border border-border-strong bg-surface px-3 py-2.5 text-base text-fg [field-sizing:content] placeholder:text-muted"
        />
        <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={blocked} busy={sending}>
          {!sending && <SendHorizontal className="size-5" aria-hidden="true" />}
        </Button>
      </div>
      {showCounter && (
        <p id={counterId} className={cn('text-right text-xs tabular-nums', text.length >= MESSAGE_MAX ? 'text-danger' : 'text-muted')}>
          {t('composer.counter', { used: text.length, max: MESSAGE_MAX })}
        </p>
      )}
    </form>
  );
}
