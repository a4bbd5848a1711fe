import type { WorkspaceTask } from '@skilllink/contracts/workspace';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteTask } from './api';
import './i18n';

/** Replaces confirm(): the task goes for the whole team, so it is asked once more. */
export function DeleteTaskDialog({
  projectId,
  task,
  onCancel,
  onDeleted,
}: {
  projectId: string;
  task: WorkspaceTask;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('workspace-tasks');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const remove = useDeleteTask(projectId);
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    remove.mutate(task.id, {
      onSuccess: () => {
        toast(t('delete.done'), 'success');
        onDeleted();
      },
      onError: (caught) => setError(errorMessage(caught)),
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title={t('delete.title', { title: task.title })} description={t('delete.body')}>
        {error && <Alert className="mb-4">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={confirm}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
