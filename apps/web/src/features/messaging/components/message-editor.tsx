import { MESSAGE_MAX } from '@skilllink/contracts/constants';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useEditMessage } from '../api/edit-message';
import '../i18n';

/** Edit mode of an own message: Enter (or Save) saves, Shift+Enter a new line, Escape (or Cancel) leaves. */
export function MessageEditor({ messageId, content, onDone }: { messageId: string; content: string; onDone: () => void }) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const edit = useEditMessage(messageId);
  const [text, setText] = useState(content);
  const blank = text.trim().length === 0;

  function save() {
    if (blank || edit.isPending) return;
    if (text === content) return onDone();
    edit.mutate(text, { onSuccess: onDone, onError: () => toast(t('chat.editFailed'), 'error') });
  }

  return (
    <div className="flex w-full flex-col gap-2">
      <textarea
        aria-label={t('chat.editField')}
        value={text}
        maxLength={MESSAGE_MAX}
        dir="auto"
        rows={Math.min(6, text.split('\n').length + 1)}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            save();
          }
        }}
        className="w-full resize-none rounded-lg border border-border-strong bg-surface p-2 text-base text-fg"
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={edit.isPending}>
          {t('chat.cancel')}
        </Button>
        <Button size="sm" onClick={save} disabled={blank} busy={edit.isPending}>
          {t('chat.save')}
        </Button>
      </div>
    </div>
  );
}
