import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteItem, type ItemKind } from '../api/profile-items';
import '../i18n';

/** Asks before an item leaves the profile; stays open with the reason when the server refuses. */
export function ConfirmDelete({ kind, id, label, onClose }: { kind: ItemKind; id: string; label: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const remove = useDeleteItem(kind);

  async function confirm() {
    try {
      await remove.mutateAsync(id);
      toast(t('toasts.deleted'), 'success');
      onClose();
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('actions.confirmTitle')} description={t('actions.confirmBody', { item: label })}>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} busy={remove.isPending}>
            {t('actions.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
