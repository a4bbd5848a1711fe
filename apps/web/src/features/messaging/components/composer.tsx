import { MESSAGE_COUNTER_FROM, MESSAGE_MAX, TYPING_REPEAT_MS } from '@skilllink/contracts/constants';
import { ATTACHMENT_ACCEPT, ATTACHMENTS_PER_MESSAGE } from '@skilllink/contracts/message-attachment-constants';
import { useQueryClient } from '@tanstack/react-query';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../components/ui/cn';
import { compressImage } from '../../../lib/image-compress';
import { useTranslation } from '../../../lib/use-translation';
import { contentRefusal, isImageFile, refusal } from '../attachment-files';
import { useOutbox } from '../me';
import { sendFrame } from '../typing';
import { FileChip } from './file-chip';
import '../i18n';

/**
 * Writes a message: Enter sends, Shift+Enter makes a new line; the paperclip adds photos and
 * documents (a message may be files alone). Sending is blocked while there is nothing to send,
 * without a conversation, or while a send is on its way. Every message goes through the
 * outbox, so a failure never loses it: network trouble keeps it pending (sent when the
 * connection returns), a refusal shows it failed with Retry. Photos are made small here,
 * before they wait in the outbox, unless the member asks for full quality for this message.
 */
export function Composer({ conversationId }: { conversationId: string | undefined }) {
  const { t } = useTranslation('messages');
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [original, setOriginal] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const picker = useRef<HTMLInputElement>(null);
  const attach = useRef<HTMLButtonElement>(null);
  const chipList = useRef<HTMLUListElement>(null);
  const counterId = useId();
  const empty = text.trim().length === 0 && files.length === 0;
  const blocked = !conversationId || sending || empty || text.length > MESSAGE_MAX;
  const photos = files.some(isImageFile);

  /**
   * Files the member chose: the ones the chat cannot take are refused here, with why — by name,
   * size and type, then by their first bytes (a renamed program is not a PDF).
   */
  async function pick(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    // The same file can be chosen again after it was removed.
    if (picker.current) picker.current.value = '';
    const judged = await Promise.all(chosen.map(async (file) => ({ file, reason: refusal(file) ?? (await contentRefusal(file)) })));
    const refused = judged.find((r) => r.reason);
    const fine = judged.filter((r) => !r.reason).map((r) => r.file);
    const room = ATTACHMENTS_PER_MESSAGE - files.length;
    if (refused?.reason) setNotice(t(`attachments.${refused.reason}`, { name: refused.file.name }));
    else if (fine.length > room) setNotice(t('attachments.tooMany', { max: ATTACHMENTS_PER_MESSAGE }));
    else setNotice(null);
    setFiles((current) => [...current, ...fine.slice(0, Math.max(0, ATTACHMENTS_PER_MESSAGE - current.length))]);
  }

  /** Removing a chip leaves focus where the member can go on: the next chip, else the paperclip. */
  function removeFile(index: number) {
    setFiles(files.filter((_, i) => i !== index));
    requestAnimationFrame(() => {
      // Read after the render: with the last chip gone the list is gone too.
      const removes = chipList.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
      (removes[Math.min(index, removes.length - 1)] ?? attach.current)?.focus();
    });
  }

  async function send() {
    if (blocked || !conversationId) return;
    setSending(true);
    setNotice(null);
    const content = text.trim().length > 0 ? text : '';
    try {
      const ready = await Promise.all(files.map((file) => (isImageFile(file) ? compressImage(file, { original }) : file)));
      // A photo still too big once made smaller (or sent in full quality): nothing goes.
      const big = ready.find((file) => refusal(file, { sized: true }));
      if (big) return setNotice(t('attachments.tooLarge', { name: big.name }));
      outbox.add(conversationId, content, ready);
      setText('');
      setFiles([]);
      setOriginal(false);
      lastTyping.current = 0;
      // A refusal is said once, on the message's own bubble, with what can be done there.
      await outbox.flush(queryClient);
    } finally {
      setSending(false);
    }
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
      {notice && (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      )}
      {files.length > 0 && (
        <ul ref={chipList} aria-label={t('attachments.files')} className="flex flex-wrap gap-1.5">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="max-w-full min-w-0 sm:max-w-64">
              <FileChip name={file.name} size={file.size} file={file} onRemove={sending ? undefined : () => removeFile(index)} />
            </li>
          ))}
        </ul>
      )}
      {photos && (
        <Checkbox label={t('attachments.fullQuality')} checked={original} onChange={(event) => setOriginal(event.currentTarget.checked)} />
      )}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          onChange={(event) => void pick(event.currentTarget.files)}
        />
        <Button
          ref={attach}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('attachments.attach')}
          disabled={!conversationId || sending || files.length >= ATTACHMENTS_PER_MESSAGE}
          onClick={() => picker.current?.click()}
        >
          <Paperclip className="size-5" aria-hidden="true" />
        </Button>
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
