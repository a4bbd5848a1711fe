import type { WorkspaceMilestone, WorkspaceProject, WorkspaceTask } from '@skilllink/contracts/workspace';
import type { TaskStatusName } from '@skilllink/contracts/workspace-constants';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useTranslation } from '../../../lib/use-translation';
import { DeleteTaskDialog } from './delete-task-dialog';
import { canEditTasks } from './task-bits';
import { TaskFormFields } from './task-form-fields';
import { useTaskEditor } from './use-task-editor';
import './i18n';

interface TaskDialogProps {
  project: WorkspaceProject;
  myId: string | undefined;
  milestones: readonly WorkspaceMilestone[];
  /** null: "Create task". */
  task: WorkspaceTask | null;
  initialStatus?: TaskStatusName;
  onClose: () => void;
}

/** Create, edit (or, for viewers and archived projects, read) one task. */
export function TaskDialog({ project, myId, milestones, task, initialStatus, onClose }: TaskDialogProps) {
  const { t } = useTranslation('workspace-tasks');
  const editor = useTaskEditor({ projectId: project.id, myId, task, initialStatus, onDone: onClose });
  const [deleting, setDeleting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const readOnly = !canEditTasks(project);
  const { base } = editor;

  if (deleting && base) {
    return <DeleteTaskDialog projectId={project.id} task={base} onCancel={() => setDeleting(false)} onDeleted={onClose} />;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.submit()) form.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
  };
  const title = readOnly ? t('dialog.viewTitle') : base ? t('dialog.editTitle') : t('dialog.createTitle');
  const reloadedBy = editor.reloaded?.updatedBy?.name;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} className="max-w-2xl">
        <form ref={form} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {editor.conflict && (
            <Alert>
              <div className="flex flex-wrap items-center gap-3">
                <p className="min-w-0 flex-1">{editor.conflict}</p>
                <Button size="sm" variant="secondary" busy={editor.reloading} onClick={() => void editor.reload()}>
                  {editor.reloading ? t('dialog.reloading') : t('dialog.reload')}
                </Button>
              </div>
            </Alert>
          )}
          {editor.reloaded && (
            <Alert tone="info">
              <div className="flex flex-wrap items-center gap-3">
                <p className="min-w-0 flex-1">{reloadedBy ? t('dialog.reloaded', { name: reloadedBy }) : t('dialog.reloadedNobody')}</p>
                <Button size="sm" variant="secondary" onClick={editor.takeTheirs}>
                  {t('dialog.useTheirs')}
                </Button>
              </div>
            </Alert>
          )}
          {editor.error && <Alert>{editor.error}</Alert>}
          <TaskFormFields
            project={project}
            milestones={milestones}
            draft={editor.draft}
            onChange={editor.change}
            titleError={editor.titleError}
            readOnly={readOnly}
          />
          {base?.updatedBy && (
            <p className="flex flex-wrap items-center gap-1 text-sm text-muted">
              {t('dialog.updatedBy', { name: base.updatedBy.name })}
              <span aria-hidden="true">·</span>
              <RelativeTime iso={base.updatedAt} className="text-sm" />
            </p>
          )}
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4">
            {!readOnly && base && (
              <Button variant="ghost" className="mr-auto text-danger" onClick={() => setDeleting(true)}>
                {t('dialog.delete')}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {readOnly ? t('dialog.close') : t('dialog.cancel')}
            </Button>
            {!readOnly && (
              <Button type="submit" busy={editor.busy}>
                {base ? (editor.busy ? t('dialog.saving') : t('dialog.save')) : editor.busy ? t('dialog.creating') : t('dialog.create')}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
