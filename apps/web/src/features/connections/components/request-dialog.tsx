import { CONNECTION_ERRORS, CONNECTION_MESSAGE_MAX } from '@skilllink/contracts/constants';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { personMutationPrefix } from '../api/keys';
import { useSendConnectionRequest } from '../api/send-request';
import { useActionFailure } from '../hooks/use-action-feedback';
import { fullName, type PersonDialogProps } from '../person';
import '../i18n';

/**
 * The "Send connection request" dialog, with an optional personal message and a counter. On
 * success the dialog closes (its message goes with it) and every list refreshes; a refusal
 * because the state changed elsewhere (already connected, already pending) closes it too.
 */
export function RequestDialog({ person, onClose, returnFocus }: PersonDialogProps) {
  const { t } = useTranslation('connections');
  const toast = useToast();
  const fail = useActionFailure();
  const id = useId();
  const name = fullName(person);
  const [message, setMessage] = useState('');
  const send = useSendConnectionRequest(person.id);
  // Also waits for any other action on this member (a Follow click) that is still on its way.
  const queryClient = useQueryClient();
  const busy = useIsMutating({ mutationKey: personMutationPrefix(person.id) }) > 0;
  const tooLong = message.trim().length > CONNECTION_MESSAGE_MAX;
  // Set at submit time: a double click's second submit can come before the button disables,
  // or after the answer but before the dialog has closed.
  const submitted = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong || submitted.current || queryClient.isMutating({ mutationKey: personMutationPrefix(person.id) }) > 0) return;
    submitted.current = true;
    send.mutate(
      { personId: person.id, message: message.trim() },
      {
        onSuccess: ({ outcome }) => {
          toast(t(outcome === 'accepted' ? 'toasts.nowConnected' : 'toasts.requestSent', { name }), 'success');
          onClose();
        },
        onError: (error) => {
          submitted.current = false;
          fail(error, 'requestFailed', name);
          const settled =
            error instanceof ApiError && (error.code === CONNECTION_ERRORS.alreadyConnected || error.code === CONNECTION_ERRORS.pending);
          if (settled) onClose();
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent returnFocus={returnFocus} title={t('dialog.title', { name })} description={t('dialog.description')}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-message`} className="text-sm font-medium text-fg">
              {t('dialog.message')}
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={4}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={t('dialog.placeholder', { firstName: person.firstName })}
              maxLength={CONNECTION_MESSAGE_MAX}
              aria-describedby={`${id}-counter`}
              aria-invalid={tooLong || undefined}
              className={cn(inputClasses, 'min-h-24 resize-y')}
            />
            <p id={`${id}-counter`} className={cn('self-end text-xs tabular-nums', tooLong ? 'font-medium text-danger' : 'text-muted')}>
              {tooLong
                ? t('dialog.tooLong', { max: CONNECTION_MESSAGE_MAX })
                : t('dialog.counter', { count: message.length, max: CONNECTION_MESSAGE_MAX })}
            </p>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" busy={busy} disabled={tooLong}>
              {send.isPending ? t('dialog.sending') : t('dialog.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
