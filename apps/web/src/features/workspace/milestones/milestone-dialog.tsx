import type { WorkspaceMilestone } from '@skilllink/contracts/workspace';
import { TASK_TITLE_MAX } from '@skilllink/contracts/workspace-constants';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { fieldValue } from '../../../lib/form';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveMilestone } from './api';
import '../team/i18n';

interface MilestoneDialogProps {
  projectId: string;
  /** The milestone to edit; absent to add one. */
  milestone?: WorkspaceMilestone;
  onClose: () => void;
}

/** Add or edit a milestone: a title (required) and an optional due date. */
export function MilestoneDialog({ projectId, milestone, onClose }: MilestoneDialogProps) {
  const { t } = useTranslation('workspace-team');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const save = useSaveMilestone();
  const [titleError, setTitleError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const title = fieldValue(data, 'title').trim();
    const dueDate = fieldValue(data, 'dueDate') || null;
    setFormError(undefined);
    // Checked here too so an empty title costs no round trip; the server refuses it the same way.
    if (!title) {
      setTitleError(t('form.titleRequired'));
      form.querySelector<HTMLInputElement>('input[name=title]')?.focus();
      return;
    }
    save.mutate(
      { projectId, milestoneId: milestone?.id, input: { title, dueDate } },
      {
        onSuccess: () => {
          toast(milestone ? t('form.saved') : t('form.added'), 'success');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.title) setTitleError(errorMessage(error));
          else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent title={milestone ? t('form.editTitle') : t('form.addTitle')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {formError && <Alert>{formError}</Alert>}
          <TextField
            name="title"
            label={t('form.title')}
            defaultValue={milestone?.title ?? ''}
            maxLength={TASK_TITLE_MAX}
            error={titleError}
            onInput={() => setTitleError(undefined)}
          />
          <TextField name="dueDate" type="date" label={t('form.dueDate')} defaultValue={milestone?.dueDate ?? ''} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
