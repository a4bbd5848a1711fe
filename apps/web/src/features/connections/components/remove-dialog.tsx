import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useRemoveConnection } from '../api/remove-connection';
import { useActionFailure } from '../hooks/use-action-feedback';
import { fullName, type PersonDialogProps } from '../person';
import '../i18n';

/** Asks before a connection is removed; closes once done or when it was already gone, stays open to retry otherwise. */
export function RemoveDialog({ person, onClose, returnFocus }: PersonDialogProps) {
  const { t } = useTranslation('connections');
  const toast = useToast();
  const fail = useActionFailure();
  const remove = useRemoveConnection(person.id);
  const name = fullName(person);

  // Set at click time, before the button disables: a double click removes once.
  const confirmed = useRef(false);

  function confirm() {
    if (confirmed.current) return;
    confirmed.current = true;
    remove.mutate(undefined, {
      onSuccess: () => {
        toast(t('toasts.removed', { name }), 'success');
        onClose();
      },
      onError: (error) => {
        confirmed.current = false;
        fail(error, 'removeFailed', name);
        // Already gone: nothing left to confirm. Otherwise it stays open to try again.
        if (error instanceof ApiError && error.status === 404) onClose();
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent returnFocus={returnFocus} title={t('remove.title')} description={t('remove.body', { name })}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('remove.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {t('remove.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
